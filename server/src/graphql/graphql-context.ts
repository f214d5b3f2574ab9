// What every resolver receives: the app's services and the HTTP request (for the Bearer token, as REST reads it).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';

export interface GraphQLContext {
  app: AppContext;
  request: FastifyRequest;
}

/** One domain's part of the schema: SDL extending Query (and Mutation), and the resolvers of its root fields. */
export interface GraphQLDomain {
  typeDefs: string;
  Query?: Record<string, (args: any, context: GraphQLContext) => unknown>;
  Mutation?: Record<string, (args: any, context: GraphQLContext) => unknown>;
}
