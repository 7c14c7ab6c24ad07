import { configure } from '@testing-library/react';

// A whole app boots in these tests: on a loaded 2-core machine a screen can take more than Testing
// Library's default second to appear. findBy/waitFor still return the moment it does (no
// fixed waits); this is only how long they keep looking before the test fails.
configure({ asyncUtilTimeout: 5_000 });
