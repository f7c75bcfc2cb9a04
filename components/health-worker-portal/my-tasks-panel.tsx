"use client";

import { ClipboardCheckIcon, PlayIcon, RotateCwIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";

import { moveTaskRequest, workerTasksRequest, type TaskView } from "@/components/tasks/task-api";
import { TaskDetails } from "@/components/tasks/task-details";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";

import { CompleteTaskDialog } from "./complete-task-dialog";

const message = (error: unknown) => (error instanceof ApiError ? error.message : "Please try again.");

/**
 * My Tasks: the worker's own tasks and the department's unassigned ones. A pending task is taken
 * or started (PATCH …{ status: "in_progress" }), one in progress completed with notes; a refusal
 * (taken by a colleague, employment ended) reloads the list from the server.
 */
export function MyTasksPanel({ initialTasks, workerId, timeZone }: { initialTasks: TaskView[]; workerId: string; timeZone: string }) {
  const [tasks, setTasks] = useState(initialTasks);
  const [busy, setBusy] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef<AbortController | null>(null);

  const reload = async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      setTasks(await workerTasksRequest(controller.signal));
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error("Error", { description: `Your tasks could not be loaded. ${message(error)}` });
    } finally {
      if (request.current === controller) setLoading(false);
    }
  };

  const move = async (task: TaskView, status: "in_progress" | "completed", notes?: string): Promise<boolean> => {
    setBusy(task.id);
    try {
      const updated = await moveTaskRequest(task.id, { status, ...(notes ? { notes } : {}) });
      setTasks((list) => list.map((t) => (t.id === updated.id ? updated : t)));
      toast.success(status === "completed" ? "Task Completed" : "Task Started", { description: updated.title });
      return true;
    } catch (error) {
      toast.error("Task Update Failed", { description: message(error) });
      void reload();
      return false;
    } finally {
      setBusy(null);
    }
  };

  const open = tasks.filter((t) => t.status !== "completed").length;
  return (
    <Card id="my-tasks" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheckIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="my-tasks-heading">My Tasks</h2>
        </CardTitle>
        <CardDescription>
          {open} open {open === 1 ? "task" : "tasks"}: yours and your department&apos;s unassigned ones. Tasks completed in the last two weeks stay listed.
        </CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" onClick={() => void reload()} disabled={loading} aria-label="Refresh tasks">
            {loading ? <Spinner aria-hidden="true" /> : <RotateCwIcon aria-hidden="true" />}
            Refresh
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent aria-busy={loading}>
        {tasks.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No tasks assigned</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby="my-tasks-heading">
            {tasks.map((task) => {
              const mine = task.assignedToHealthWorkerId === workerId;
              return (
                <li key={task.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="worker-task">
                  <TaskDetails task={task} timeZone={timeZone} show="assigner" />
                  <div className="flex shrink-0 gap-2">
                    {task.status === "pending" ? (
                      <Button size="sm" variant={mine ? "default" : "secondary"} disabled={busy === task.id} onClick={() => void move(task, "in_progress")} aria-label={`${mine ? "Start Task" : "Take Task"}: ${task.title}`}>
                        {busy === task.id ? <Spinner aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
                        {mine ? "Start Task" : "Take Task"}
                      </Button>
                    ) : task.status === "in_progress" && mine ? (
                      <CompleteTaskDialog title={task.title} onComplete={(notes) => move(task, "completed", notes)} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
