import { SearchXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** An unknown doctor, or one who takes no bookings through the directory (inactive, or their hospital closed). */
export function BookingNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center py-8">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <SearchXIcon aria-hidden="true" className="mx-auto mb-2 size-10 text-muted-foreground" />
          <CardTitle className="text-2xl">
            <h1>Doctor not found</h1>
          </CardTitle>
          <CardDescription>This doctor cannot be booked online. Please choose a doctor from the directory.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <a href="/doctors">Find a Doctor</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
