// sign-up, activation, login, refresh, logout, password reset, device sign-in (contract "Accounts")
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { AppContext } from '../../app-context';
import { BadRequestError, HttpError, UNKNOWN_API_ROUTE_BODY } from '../../http/api-errors';
import { RateLimiter } from '../auth/rate-limiter';
import { activate, resendActivation } from './activation';
import { activateDevice, createDeviceCode, pollDeviceToken } from './device-sign-in';
import { REQUIRED_TEXT, usernameText } from './field-texts';
import { logIn } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { ACCOUNT_BODY_LIMIT, acceptFormBodies } from './request-body';
import { logOut, logOutEverywhere, refreshSession } from './sessions';
import { isAvailable, signUp } from './sign-up';

/** find-my-way skips a route whose path parameter is longer than this (the app's maxParamLength). */
const MAX_PATH_PARAM_LENGTH = 500;

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limiter = new RateLimiter(ctx.db);
  acceptFormBodies(app);
  const options = { bodyLimit: ACCOUNT_BODY_LIMIT };


  app.get<{ Querystring: { username?: unknown; email?: unknown } }>('/v2/site/users/available', async (request) => ({
    isAvailable: await isAvailable(ctx, request.query),
  }));

  app.post<{ Params: { username: string } }>('/v2/site/users/:username', options, async (request, reply) => {
    const user = await signUp(ctx, request, request.params.username, request.body);
    return reply.code(201).send({ user });
  });

  app.post<{ Params: { code: string } }>('/v2/site/activations/:code/activate', options, async (request) =>
    activate(ctx, request.params.code),
  );

  app.post('/v2/site/activations/resend', options, async (request, reply) => {
    await resendActivation(ctx, limiter, request, request.body);
    return reply.code(204).send();
  });

  app.post<{ Params: { username: string } }>('/v2/site/users/:username/login', options, async (request) =>
    logIn(ctx, limiter, request, request.params.username, request.body),
  );

  app.post('/v2/site/users/refresh', options, async (request) => refreshSession(ctx, request.body));

  app.post('/v2/site/users/logout', options, async (request, reply) => {
    await logOut(ctx, request.body);
    return reply.code(204).send();
  });

  app.post('/v2/site/users/logout_all', options, async (request, reply) => {
    const caller = await ctx.auth.requireUser(request);
    await logOutEverywhere(ctx, caller.id);
    return reply.code(204).send();
  });

  app.post<{ Params: { username: string } }>('/v2/site/users/:username/requestreset', options, async (request, reply) => {
    await requestPasswordReset(ctx, limiter, request, request.params.username);
    return reply.code(204).send();
  });

  app.post('/v2/site/users/reset', options, async (request, reply) => {
    await resetPassword(ctx, limiter, request.body);
    return reply.code(204).send();
  });

  app.post('/v2/site/device/code', options, async () => createDeviceCode(ctx));

  app.post('/v2/site/device/token', options, async (request) => pollDeviceToken(ctx, request.body));

  app.post('/v2/site/device/activate', options, async (request) => {
    const caller = await ctx.auth.requireUser(request);
    return activateDevice(ctx, limiter, caller.id, request.body);
  });

  // The router passes over a path parameter longer than MAX_PATH_PARAM_LENGTH (a 10 kB "username"); these
  // catch such paths so the answer is a 400 about the field rather than "no such route".
  app.post<{ Params: { '*': string } }>('/v2/site/users/*', options, async (request, reply) => {
    const [first = ''] = request.params['*'].split('/');
    if (first.length > MAX_PATH_PARAM_LENGTH) throw new BadRequestError({ username: usernameText(first) ?? REQUIRED_TEXT });
    return reply.code(404).send(UNKNOWN_API_ROUTE_BODY);
  });
  app.post<{ Params: { '*': string } }>('/v2/site/activations/*', options, async (request, reply) => {
    const [first = ''] = request.params['*'].split('/');
    if (first.length > MAX_PATH_PARAM_LENGTH) {
      throw new HttpError(400, ACCOUNT_MESSAGES.verificationCodeInvalid, ACCOUNT_ERROR_CODES.activationCodeInvalid);
    }
    return reply.code(404).send(UNKNOWN_API_ROUTE_BODY);
  });
}
