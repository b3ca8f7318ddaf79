import {
  describeDeadlineRule,
  formatDate,
  TASK_LIMITS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type TTask,
  type TTaskPriority,
  todayInSouthAfrica,
  ZCreateTaskRequest,
} from "@inkundla/shared";
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import {
  useCreateTask,
  useDeleteTask,
  useFirmMembers,
  useMatterTasks,
  useUpdateTask,
} from "../hooks/use-matter-tasks";

const PRIORITY_COLORS: Record<TTaskPriority, string> = {
  low: "gray",
  medium: "blue",
  high: "orange",
  urgent: "red",
};

/** A matter's tasks and court deadlines: tick them off, add and delete them. */
export function MatterTasksPanel({ matterId }: { matterId: string }) {
  const tasks = useMatterTasks(matterId);
  const [deleting, setDeleting] = useState<TTask | null>(null);
  return (
    <Stack gap="md">
      <AddTaskForm matterId={matterId} />
      {tasks.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading tasks" />
      ) : tasks.isError ? (
        <Text c="red">Failed to load tasks. Please try again.</Text>
      ) : tasks.data.length === 0 ? (
        <Text c="dimmed">
          No tasks on this matter yet. Add one above, or save a computed deadline as a task.
        </Text>
      ) : (
        <TasksTable matterId={matterId} tasks={tasks.data} onDelete={setDeleting} />
      )}
      <DeleteTaskDialog matterId={matterId} task={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function TasksTable({
  matterId,
  tasks,
  onDelete,
}: {
  matterId: string;
  tasks: TTask[];
  onDelete: (task: TTask) => void;
}) {
  const updateMutation = useUpdateTask(matterId);
  const today = todayInSouthAfrica();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>Done</Table.Th>
            <Table.Th>Task</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => {
            const isOverdue = !task.isDone && task.dueOn !== null && task.dueOn < today;
            return (
              <Table.Tr key={task.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Mark "${task.title}" as ${task.isDone ? "not done" : "done"}`}
                    checked={task.isDone}
                    disabled={updateMutation.isPending && updateMutation.variables?.taskId === task.id}
                    onChange={(event) =>
                      updateMutation.mutate({
                        taskId: task.id,
                        request: { isDone: event.currentTarget.checked },
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text
                      size="sm"
                      fw={500}
                      td={task.isDone ? "line-through" : undefined}
                      c={task.isDone ? "dimmed" : undefined}
                    >
                      {task.title}
                    </Text>
                    {task.isDeadline ? (
                      <Tooltip
                        label={
                          task.deadline?.rule ? describeDeadlineRule(task.deadline.rule) : "Court deadline"
                        }
                        disabled={!task.deadline?.rule}
                      >
                        <Badge color="grape" variant="light">
                          Deadline
                        </Badge>
                      </Tooltip>
                    ) : null}
                  </Group>
                  {task.isDeadline && task.deadline ? (
                    <Text size="xs" c="dimmed">
                      {task.deadline.rule ? `${describeDeadlineRule(task.deadline.rule)} · ` : ""}
                      {task.deadline.days}{" "}
                      {task.deadline.counting === "calendar"
                        ? "calendar"
                        : task.deadline.counting === "ccma"
                          ? "CCMA"
                          : "court"}{" "}
                      days from {formatDate(task.deadline.startOn)}
                    </Text>
                  ) : task.description ? (
                    <Text size="xs" c="dimmed">
                      {task.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {task.assigneeName ?? (
                    <Text size="sm" c="dimmed">
                      Unassigned
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {task.dueOn ? (
                    <Text size="sm" c={isOverdue ? "red" : undefined} fw={isOverdue ? 600 : undefined}>
                      {formatDate(task.dueOn)}
                      {isOverdue ? " (overdue)" : ""}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={PRIORITY_COLORS[task.priority]} variant="light">
                    {TASK_PRIORITY_LABELS[task.priority]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete task "${task.title}"`}
                    onClick={() => onDelete(task)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AddTaskForm({ matterId }: { matterId: string }) {
  const members = useFirmMembers();
  const [title, setTitle] = useState("");
  const [assigneeUserId, setAssigneeUserId] = useState("");
  const [dueOn, setDueOn] = useState("");
  const [priority, setPriority] = useState<TTaskPriority>("medium");
  const [errors, setErrors] = useState<Partial<Record<"title" | "dueOn", string>>>({});
  const createMutation = useCreateTask(matterId, {
    onCreated: () => {
      setTitle("");
      setAssigneeUserId("");
      setDueOn("");
      setPriority("medium");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateTaskRequest.safeParse({
      title,
      priority,
      ...(assigneeUserId ? { assigneeUserId } : {}),
      ...(dueOn ? { dueOn } : {}),
    });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "title" || field === "dueOn") fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    createMutation.mutate(parsed.data);
  };

  return (
    <Paper withBorder p="sm">
      <form noValidate onSubmit={submit} aria-label="Add task">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="New task"
            placeholder="e.g. Brief counsel"
            maxLength={TASK_LIMITS.titleMax}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            style={{ flex: "3 1 220px" }}
          />
          <NativeSelect
            label="Assignee"
            value={assigneeUserId}
            onChange={(event) => setAssigneeUserId(event.currentTarget.value)}
            data={[
              { value: "", label: "Unassigned" },
              ...(members.data ?? []).map((member) => ({ value: member.userId, label: member.name })),
            ]}
            style={{ flex: "1 1 160px" }}
          />
          <TextInput
            label="Due date"
            type="date"
            value={dueOn}
            onChange={(event) => setDueOn(event.currentTarget.value)}
            error={errors.dueOn}
          />
          <NativeSelect
            label="Priority"
            value={priority}
            onChange={(event) => setPriority(event.currentTarget.value as TTaskPriority)}
            data={TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }))}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconPlus size={16} />}
            disabled={createMutation.isPending}
          >
            {createMutation.isPending ? "Adding..." : "Add Task"}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function DeleteTaskDialog({
  matterId,
  task,
  onClose,
}: {
  matterId: string;
  task: TTask | null;
  onClose: () => void;
}) {
  const deleteMutation = useDeleteTask(matterId, { onDeleted: onClose });
  return (
    <ConfirmDialog
      opened={task !== null}
      title="Delete Task"
      message={task ? `Delete the task "${task.title}"?` : null}
      confirmLabel="Delete"
      isDestructive
      isPending={deleteMutation.isPending}
      onConfirm={() => task && deleteMutation.mutate(task.id)}
      onClose={onClose}
    >
      {task?.isDeadline ? (
        <Text size="sm" c="red">
          This is a court deadline. It will no longer appear on the dashboard or in calendar feeds.
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}
