import { describe, expect, it } from 'vitest';
import { safeDocumentUrl } from './document-link';

describe('document links from the server (DESIGN.md §8: nothing the server sends runs script)', () => {
  it('opens web addresses, relative ones against the page', () => {
    expect(safeDocumentUrl('https://lender.example/terms', 'https://app.example/step')).toBe('https://lender.example/terms');
    expect(safeDocumentUrl('/policy/privacy?lang=es', 'https://app.example/step')).toBe('https://app.example/policy/privacy?lang=es');
  });
  it('refuses script, data and malformed addresses', () => {
    expect(safeDocumentUrl('javascript:alert(1)', 'https://app.example/')).toBeNull();
    expect(safeDocumentUrl('data:text/html,<script>1</script>', 'https://app.example/')).toBeNull();
    expect(safeDocumentUrl('http://[bad', 'https://app.example/')).toBeNull();
  });
});
