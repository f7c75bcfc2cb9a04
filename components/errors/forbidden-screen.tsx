import { ShieldX } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

// The 403 screen: shown by the proxy rewrite and by forbidden() in layouts and pages.
export function ForbiddenScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <ShieldX className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">Access Denied</h1>
          </div>
          <p className="text-sm text-muted-foreground">You do not have permission to view this page.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <a href="/">Go to home page</a>
            </Button>
            <Button asChild variant="outline">
              <a href="/login">Sign in with a different account</a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
