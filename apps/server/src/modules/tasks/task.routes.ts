import {
  TOTAL_COUNT_HEADER,
  ZCreateTaskRequest,
  ZMatterTasksParams,
  ZMatterTasksQuery,
  ZOkResponse,
  ZTask,
  ZTaskIdParams,
  ZTaskList,
  ZTaskListQuery,
  ZUpdateTaskRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  createTask,
  deleteTask,
  listFirmTasks,
  listTasksOfMatter,
  type TaskServiceDeps,
  updateTask,
} from "./task.service.ts";

export function registerTaskRoutes(app: FastifyInstance, deps: TaskServiceDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["tasks"];

  router.get(
    "/api/matters/:matterId/tasks",
    {
      schema: {
        summary: "List a matter's tasks",
        tags,
        params: ZMatterTasksParams,
        querystring: ZMatterTasksQuery,
        response: { 200: ZTaskList },
      },
    },
    async (request, reply) => {
      const { tasks, total } = await listTasksOfMatter(
        deps,
        requireFirmIdentity(request),
        request.params.matterId,
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return tasks;
    },
  );

  router.post(
    "/api/matters/:matterId/tasks",
    {
      schema: {
        summary: "Add a task to a matter",
        tags,
        params: ZMatterTasksParams,
        body: ZCreateTaskRequest,
        response: { 201: ZTask },
      },
    },
    async (request, reply) => {
      const task = await createTask(
        deps,
        requireFirmIdentity(request),
        request.params.matterId,
        request.body,
      );
      return reply.status(201).send(task);
    },
  );

  router.get(
    "/api/tasks",
    {
      schema: {
        summary: "List the firm's tasks",
        tags,
        querystring: ZTaskListQuery,
        response: { 200: ZTaskList },
      },
    },
    async (request, reply) => {
      const { tasks, total } = await listFirmTasks(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return tasks;
    },
  );

  router.patch(
    "/api/tasks/:id",
    {
      schema: {
        summary: "Update a task",
        tags,
        params: ZTaskIdParams,
        body: ZUpdateTaskRequest,
        response: { 200: ZTask },
      },
    },
    async (request) => updateTask(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    "/api/tasks/:id",
    { schema: { summary: "Delete a task", tags, params: ZTaskIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      await deleteTask(deps, requireFirmIdentity(request), request.params.id);
      return { ok: true as const };
    },
  );
}
