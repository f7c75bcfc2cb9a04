import { ArrowLeftIcon } from "lucide-react";

/** The booking page's way back: the doctor directory. */
export function BackToDirectory() {
  return (
    <a href="/doctors" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to Find a Doctor
    </a>
  );
}
