/**
 * The file a finished build writes last into dist/ (scripts/build.ts): `npm start` serves only a
 * build that has it (scripts/build-state.mjs), and `npm run deployment` leaves it out of a release
 * (lead-api/src/deploy.ts).
 */
export const BUILD_MARKER = 'build.json';
