import { DirectorySkeleton } from "@/components/health-worker-directory/directory-extras";
import { Skeleton } from "@/components/ui/skeleton";

import { DirectoryHeader } from "@/components/health-worker-directory/directory-header";

// Six skeleton cards while the directory loads (specification 001, section 9).
export default function Loading() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <DirectoryHeader />
      <Skeleton className="h-40 w-full rounded-lg" aria-hidden="true" />
      <DirectorySkeleton />
    </div>
  );
}
