// The server suite runs twice in `npm test`: on PGlite, then on the PostgreSQL of DATABASE_URL. Tests that never
// open a database (ffmpeg work: demo media, waveform peaks) would only repeat minutes of the same work on the second
// pass, so they skip it. The signal is an explicit variable set by scripts/test.mjs for that pass only, not
// DATABASE_URL itself: someone who runs the server tests once, against PostgreSQL only, still runs everything.
export const SECOND_DATABASE_PASS_ENV = 'SERVER_TESTS_SECOND_DATABASE_PASS';

/** The skip reason on the second (PostgreSQL) pass of `npm test`, else false: `{ skip: skipOnSecondDatabasePass() }`. */
export function skipOnSecondDatabasePass(env: NodeJS.ProcessEnv = process.env): false | string {
  return env[SECOND_DATABASE_PASS_ENV] === '1'
    ? 'uses no database: it ran on the first (PGlite) pass and is not repeated on the PostgreSQL pass'
    : false;
}
