import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { cookieOptions } from './plugin';
import { hmac, randomToken, safeEqual, sha256 } from './tokens';

/**
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a random id and its HMAC with
 * the server secret, set at each successful sign-in. The accounts that signed in on the device are remembered by
 * the cookie's hash (login_known_devices), so one cookie serves every account used on a shared office computer.
 */
export const DEVICE_COOKIE = 'portal_device';
/** How long a device stays known to an account after its last sign-in there (and the cookie's lifetime). */
export const DEVICE_MEMORY_MS = 180 * 24 * 60 * 60 * 1000;

const signature = (config: Config, id: string) => hmac(config.sessionSecret, `device:${id}`);

/** The hash the database knows the request's device by, or null without a cookie or with one not signed by us. */
export function deviceOf(request: FastifyRequest, config: Config): string | null {
  const [id, signed, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!id || !signed || rest.length > 0 || !safeEqual(signed, signature(config, id))) return null;
  return sha256(id);
}

/**
 * The request's device, giving it a new cookie when it has none (or a forged one); the cookie's lifetime starts
 * again either way, so a device in daily use stays known.
 */
export function ensureDevice(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const known = deviceOf(request, config);
  const value = known ? request.cookies[DEVICE_COOKIE]! : newDeviceCookie(config);
  reply.setCookie(DEVICE_COOKIE, value, { ...cookieOptions(config), maxAge: DEVICE_MEMORY_MS / 1000 });
  return known ?? sha256(value.split('.')[0]);
}

function newDeviceCookie(config: Config): string {
  const id = randomToken();
  return `${id}.${signature(config, id)}`;
}
