"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { aiFailureMessage, completionDescription, readAiAnalysis } from "@/components/ai-diagnosis/ai-analysis";
import type { AiAnalysis } from "@/lib/validation/diagnosis";
import type { Vitals } from "@/lib/validation/vitals";

import { analyzeSymptomsRequest } from "@/components/ai-diagnosis/ai-diagnosis-api";

const MIN_SYMPTOMS = 10;

/**
 * The diagnosis dialog's 'Analyze with AI': POST /api/ai-diagnosis with the symptoms, and the
 * analysis only when the server answered one. Any failure is shown as it is ('AI Analysis Failed'
 * with the server's message); nothing is invented in its place.
 */
export function useAiAnalysis(patientId: string) {
  const [analysis, setAnalysis] = useState<AiAnalysis | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // A closed dialog or a left page cancels the request in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const analyze = useCallback(
    async (symptoms: string, findings: { vitals?: Vitals; examination?: string } = {}) => {
      const text = symptoms.trim();
      if (text.length < MIN_SYMPTOMS) {
        toast.error("More Details Needed", { description: "Please provide more detailed symptoms for AI analysis." });
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setAnalyzing(true);
      try {
        const body = await analyzeSymptomsRequest({ symptoms: text, patientId, ...findings }, current.signal);
        const result = readAiAnalysis(body);
        if (!result) {
          setAnalysis(null);
          toast.error("AI Analysis Failed", { description: "The AI analysis service sent an answer that could not be read." });
          return;
        }
        setAnalysis(result);
        const count = result.topDiagnoses.length;
        toast.success("AI Analysis Complete", {
          description: completionDescription(
            result,
            `${count} suggestion${count === 1 ? "" : "s"} to review. Nothing is filled in until you choose one.`,
          ),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setAnalysis(null);
        toast.error("AI Analysis Failed", { description: aiFailureMessage(error) });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setAnalyzing(false);
        }
      }
    },
    [patientId],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setAnalyzing(false);
    setAnalysis(null);
  }, []);

  return { analysis, analyzing, analyze, reset };
}
