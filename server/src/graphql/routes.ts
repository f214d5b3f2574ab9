// POST /graphql (and GET for queries), GraphQL over HTTP: {query, variables, operationName} in, {data, errors}
// out. Auth is the REST one (Bearer access token); every resolver checks permissions as its REST call does.
// A request that cannot run (bad JSON, syntax or validation errors) answers 400; a run answers 200 with any
// field errors in `errors` beside the data that could be read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, getOperationAST, parse, validate, execute, specifiedRules, type DocumentNode } from 'graphql';
import type { AppContext } from '../app-context';
import { formatGraphQLError } from './errors';
import type { GraphQLContext } from './graphql-context';
import { buildGraphQLSchema } from './schema';

export const GRAPHQL_PATH = '/graphql';
const GRAPHQL_BODY_LIMIT = 64 * 1024;
/** Longest query text accepted: the overview's is under 1 kB; this leaves room without inviting huge documents. */
const MAX_QUERY_LENGTH = 20_000;

interface GraphQLParams {
  query: unknown;
  variables: unknown;
  operationName: unknown;
}

function paramsFrom(source: unknown, fromQueryString: boolean): GraphQLParams {
  const record = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  let variables = record.variables;
  if (fromQueryString && typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = Symbol.for('invalid');
    }
  }
  return { query: record.query, variables, operationName: record.operationName };
}

function requestError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST', status } }] });
}

export async function graphqlRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { schema, rootValue } = buildGraphQLSchema();

  async function run(request: FastifyRequest, reply: FastifyReply, params: GraphQLParams, method: 'GET' | 'POST') {
    reply.header('Cache-Control', 'private, no-store');
    if (typeof params.query !== 'string' || !params.query.trim()) return requestError(reply, 400, 'Send the GraphQL query as "query".');
    if (params.query.length > MAX_QUERY_LENGTH) return requestError(reply, 400, 'The query is too long.');
    if (params.variables !== undefined && params.variables !== null && (typeof params.variables !== 'object' || Array.isArray(params.variables))) {
      return requestError(reply, 400, '"variables" must be an object.');
    }
    if (params.operationName !== undefined && params.operationName !== null && typeof params.operationName !== 'string') {
      return requestError(reply, 400, '"operationName" must be a string.');
    }
    let document: DocumentNode;
    try {
      document = parse(params.query);
    } catch (error) {
      return reply.code(400).send({ errors: [formatGraphQLError(error as GraphQLError, () => {})] });
    }
    const problems = validate(schema, document, specifiedRules);
    if (problems.length) return reply.code(400).send({ errors: problems.map((p) => formatGraphQLError(p, () => {})) });
    const operation = getOperationAST(document, (params.operationName as string | undefined) ?? undefined);
    if (!operation) return requestError(reply, 400, 'Name the operation to run (operationName).');
    if (method === 'GET' && operation.operation !== 'query') {
      reply.header('Allow', 'POST');
      return requestError(reply, 405, 'Only queries can be sent with GET; use POST.');
    }
    const contextValue: GraphQLContext = { app: ctx, request };
    const result = await execute({
      schema,
      document,
      rootValue,
      contextValue,
      variableValues: (params.variables as Record<string, unknown> | undefined) ?? undefined,
      operationName: (params.operationName as string | undefined) ?? undefined,
    });
    const body: Record<string, unknown> = { data: result.data ?? null };
    if (result.errors?.length) body.errors = result.errors.map((e) => formatGraphQLError(e, (err) => request.log.error({ err }, 'graphql resolver failed')));
    return reply.code(200).send(body);
  }

  app.post(GRAPHQL_PATH, { bodyLimit: GRAPHQL_BODY_LIMIT }, async (request, reply) => run(request, reply, paramsFrom(request.body, false), 'POST'));
  app.get(GRAPHQL_PATH, async (request, reply) => run(request, reply, paramsFrom(request.query, true), 'GET'));
}
