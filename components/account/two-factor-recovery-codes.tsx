"use client";

import { CopyIcon, DownloadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PRODUCT_NAME } from "@/lib/constants/product";

const FILE_NAME = "recovery-codes.txt";

/**
 * The ten recovery codes of a new enrolment, shown once: copy, download as text, and "saved",
 * which refreshes the page's status (the codes are then gone from the screen for good).
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const router = useRouter();
  const [finishing, startFinishing] = useTransition();
  const text = `${PRODUCT_NAME} recovery codes\nEach code signs you in once, in place of the code from your authenticator app.\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Recovery Codes Copied");
    } catch {
      toast.error("Copy Failed", { description: "Select the codes and copy them, or download them instead." });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    // The download starts from the URL: release it once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="space-y-4" role="region" aria-labelledby="recovery-codes-heading">
      <div className="space-y-1">
        <h3 id="recovery-codes-heading" className="font-semibold">
          Save your recovery codes
        </h3>
        <p className="text-sm text-muted-foreground">
          Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of the six-digit code. Keep them
          somewhere safe: they are shown only now.
        </p>
      </div>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-md bg-muted p-3 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="tracking-wider whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          Download (.txt)
        </Button>
        <Button type="button" onClick={() => startFinishing(() => router.refresh())} disabled={finishing}>
          {finishing ? <Spinner aria-hidden="true" /> : null}
          I have saved my recovery codes
        </Button>
      </div>
    </div>
  );
}
