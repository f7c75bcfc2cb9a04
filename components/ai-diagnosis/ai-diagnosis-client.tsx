"use client";

import { BrainIcon, SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import type { AiDiagnosisRequest } from "@/lib/validation/ai-diagnosis";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { aiFailureMessage, completionDescription, readAiAnalysis } from "./ai-analysis";
import { AiAnalysisResults } from "./ai-analysis-results";
import { analyzeSymptomsRequest } from "./ai-diagnosis-api";
import { AiDiagnosisForm } from "./ai-diagnosis-form";

/**
 * The interactive half of /ai-diagnosis: the form and the results of the last analysis.
 * POST /api/ai-diagnosis stores each analysis; the page is then refreshed so that the server
 * lists it under 'Recent AI Analyses'. Only the server's answer is shown, nothing invented.
 */
export function AiDiagnosisClient({ hospitalId }: { hospitalId?: string }) {
  const router = useRouter();
  const [analysis, setAnalysis] = useState<AiAnalysis | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Leaving the page cancels the request in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const analyze = async (request: AiDiagnosisRequest) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setAnalyzing(true);
    try {
      const result = readAiAnalysis(await analyzeSymptomsRequest({ ...request, hospitalId }, current.signal));
      if (!result) {
        setAnalysis(null);
        toast.error("Analysis Failed", { description: "The AI analysis service sent an answer that could not be read." });
        return;
      }
      setAnalysis(result);
      const count = result.topDiagnoses.length;
      toast.success("Analysis Complete", {
        description: completionDescription(result, `${count} possible diagnos${count === 1 ? "is" : "es"} to review; the clinician decides.`),
      });
      router.refresh();
      // On a phone the results are below the form: take the reader (and screen reader) there.
      requestAnimationFrame(() => resultsHeading.current?.focus());
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      // The last results belong to other symptoms: they are not left beside the failure.
      setAnalysis(null);
      toast.error("Analysis Failed", { description: aiFailureMessage(error) });
      throw error;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setAnalyzing(false);
      }
    }
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BrainIcon aria-hidden="true" className="size-5 text-primary" />
            <h2 className="text-lg">Patient Presentation</h2>
          </CardTitle>
          <CardDescription>Describe the symptoms in your own words; write what is absent too (&quot;no cough&quot;).</CardDescription>
        </CardHeader>
        <CardContent>
          <AiDiagnosisForm onAnalyze={analyze} />
        </CardContent>
      </Card>

      <Card aria-busy={analyzing}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <SparklesIcon aria-hidden="true" className="size-5 text-primary" />
            <h2 ref={resultsHeading} tabIndex={-1} className="text-lg outline-none">
              Analysis Results
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {analyzing ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner aria-hidden="true" />
              Analyzing the symptoms…
            </p>
          ) : analysis ? (
            <AiAnalysisResults analysis={analysis} title="Possible Diagnoses" />
          ) : (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              Enter the symptoms and select &apos;Analyze with AI&apos;. The possible diagnoses, recommended tests,
              treatment suggestions and urgency appear here.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
