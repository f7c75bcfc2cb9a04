import { ListChecksIcon } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

import type { TaskView } from "./task-api";
import { TaskDetails } from "./task-details";

/** The doctor's portal 'Tasks' card: the tasks the doctor assigned, newest first, with their status and the worker's notes. */
export function DoctorTasksCard({ tasks, timeZone }: { tasks: TaskView[]; timeZone: string }) {
  return (
    <Card id="tasks">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecksIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="doctor-tasks-heading" className="text-lg">
            Tasks
          </h2>
        </CardTitle>
        <CardDescription>Tasks you assigned to health workers and departments, and how far they are.</CardDescription>
      </CardHeader>
      <CardContent>
        {tasks.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No tasks assigned yet</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby="doctor-tasks-heading">
            {tasks.map((task) => (
              <li key={task.id} className="p-4" data-testid="doctor-task">
                <TaskDetails task={task} timeZone={timeZone} show="assignee" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
