import type { FastifyRequest } from 'fastify';

/**
 * The browser asks for the smallest pages it can get (Chrome's Lite mode, Android's data saver):
 * a visitor's page is rendered with data saver on, its pictures the smallest (web/spa.ts).
 */
export const savesData = (request: FastifyRequest) =>
  String(request.headers['save-data'] ?? '')
    .trim()
    .toLowerCase() === 'on';
