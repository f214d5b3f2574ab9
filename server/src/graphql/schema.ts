// The GraphQL schema, assembled from one module per domain (domains/*.ts) so the video wall and promotions add
// theirs beside the overview's. No framework: graphql-js builds the schema from SDL; root fields resolve through
// the domains' functions and nested fields through plain properties (or functions, which graphql-js calls lazily).
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { GraphQLDomain } from './graphql-context';
import { broadcasterOverviewDomain } from './domains/broadcaster-overview';

export const GRAPHQL_DOMAINS: GraphQLDomain[] = [broadcasterOverviewDomain];

const ROOT_TYPES = /* GraphQL */ `
  type Query {
    "the schema's version; domains extend Query with their fields"
    apiVersion: String!
  }
`;

export interface BuiltSchema {
  schema: GraphQLSchema;
  rootValue: Record<string, unknown>;
}

export function buildGraphQLSchema(domains: GraphQLDomain[] = GRAPHQL_DOMAINS): BuiltSchema {
  const hasMutations = domains.some((domain) => domain.Mutation && Object.keys(domain.Mutation).length > 0);
  const sdl = [ROOT_TYPES, hasMutations ? 'type Mutation { _unused: Boolean }' : '', ...domains.map((domain) => domain.typeDefs)].join('\n');
  const schema = buildSchema(sdl);
  // With buildSchema, root fields resolve from rootValue: a function there is called as (args, context, info).
  const rootValue: Record<string, unknown> = { apiVersion: () => '1' };
  for (const domain of domains) {
    for (const [name, resolve] of Object.entries({ ...domain.Query, ...domain.Mutation })) {
      if (name in rootValue) throw new Error(`GraphQL root field ${name} is defined twice`);
      rootValue[name] = resolve;
    }
  }
  return { schema, rootValue };
}
