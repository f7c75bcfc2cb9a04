import { AlertCircleIcon } from "lucide-react";

/** A form's failure above its fields (announced by screen readers), or nothing when there is none. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
