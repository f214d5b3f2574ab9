// The kit's client carries the session's token; this path stays for the existing imports.
export { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
