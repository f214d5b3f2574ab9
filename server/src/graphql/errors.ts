// GraphQL errors in GraphQL form: the REST error (HttpError) a resolver throws keeps its message, and its status,
// code and field texts move to extensions, so a client reads the same catalogue texts as over REST.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { API_ERROR_CODES, ERROR_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { HttpError } from '../http/api-errors';

export function formatGraphQLError(error: GraphQLError, log: (err: unknown) => void): GraphQLFormattedError {
  const original = error.originalError;
  if (original instanceof HttpError) {
    const { code, ...fields } = original.toBody().errors;
    return {
      message: original.message,
      locations: error.locations,
      path: error.path,
      extensions: { code, status: original.statusCode, ...(Object.keys(fields).length ? { fields } : {}) },
    };
  }
  if (original && !(original instanceof GraphQLError)) {
    // an unexpected failure: log it, tell the client nothing about the internals
    log(original);
    return { message: ERROR_MESSAGES.generic, locations: error.locations, path: error.path, extensions: { code: API_ERROR_CODES.internal, status: 500 } };
  }
  return { message: error.message, locations: error.locations, path: error.path, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...error.extensions } };
}
