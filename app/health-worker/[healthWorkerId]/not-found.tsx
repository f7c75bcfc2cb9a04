import { SearchXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { PROFILE_NOT_FOUND } from "@/lib/services/health-worker-directory";

// An unknown, private or inactive profile (specification 001: 'Profile Not Found').
export default function ProfileNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-lg border bg-card px-6 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{PROFILE_NOT_FOUND.title}</h1>
      <p className="text-muted-foreground">{PROFILE_NOT_FOUND.description}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <a href="/health-worker-directory">Back to Directory</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/">Return Home</a>
        </Button>
      </div>
    </div>
  );
}
