import {
  ZOkResponse,
  ZRunningTimer,
  ZRunningTimerOrNone,
  ZStartTimerRequest,
  ZStopTimerRequest,
  ZTimeEntry,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import type { TimeServiceDeps } from "./time.service.ts";
import { discardTimer, getRunningTimer, startTimer, stopTimer } from "./timer.service.ts";

/** The start/stop timer kept on the server: one per person, so it survives reloads and other devices. */
export function registerTimerRoutes(app: FastifyInstance, deps: TimeServiceDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["time"];

  router.get(
    "/api/timer",
    { schema: { summary: "Read my running timer", tags, response: { 200: ZRunningTimerOrNone } } },
    async (request) => getRunningTimer(deps, requireFirmIdentity(request)),
  );

  router.post(
    "/api/timer/start",
    {
      schema: { summary: "Start a timer", tags, body: ZStartTimerRequest, response: { 201: ZRunningTimer } },
    },
    async (request, reply) => {
      const timer = await startTimer(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(timer);
    },
  );

  router.post(
    "/api/timer/stop",
    {
      schema: {
        summary: "Stop the timer and log its time",
        tags,
        body: ZStopTimerRequest.nullish(),
        response: { 201: ZTimeEntry },
      },
    },
    async (request, reply) => {
      const entry = await stopTimer(deps, requireFirmIdentity(request), request.body ?? {});
      return reply.status(201).send(entry);
    },
  );

  router.post(
    "/api/timer/discard",
    { schema: { summary: "Discard the running timer", tags, response: { 200: ZOkResponse } } },
    async (request) => {
      await discardTimer(deps, requireFirmIdentity(request));
      return { ok: true as const };
    },
  );
}
