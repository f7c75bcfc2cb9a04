"use client";

import { SearchIcon, UserRoundIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";

import { ConsentLinkForm } from "@/components/patients/consent-link-form";
import { errorMessage } from "@/components/patients/patient-api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { HEALTH_NUMBER_PATTERN } from "@/lib/constants/patient";
import { cn } from "@/lib/utils";

import { searchPatientsRequest, type PatientMatch } from "./appointment-api";
import { PATIENT_SEARCH_MIN, patientSearchTerm } from "./schedule-values";

const DEBOUNCE_MS = 300;

type Found = { term: string; patients: PatientMatch[]; error: string | null };

const fullName = (p: PatientMatch) => `${p.firstName} ${p.lastName}`;

/**
 * The patients matching the term (GET /api/patients/search/{term}), asked 300 ms after the last
 * keystroke; a newer term aborts the older request, and only the current term's answer is shown.
 */
function usePatientSearch(term: string | null) {
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPatientsRequest(term, controller.signal)
        .then((patients) => setFound({ term, patients, error: null }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFound({ term, patients: [], error: errorMessage(error, "Failed to search patients") });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  return term && found?.term === term ? found : null;
}

type PatientPickerProps = {
  selected: PatientMatch | null;
  onSelect: (patient: PatientMatch | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** From FormControl: the field's message and invalid state. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * The scheduling form's patient: a combobox searching by name, health number or phone from two
 * characters, each match with name, health number and phone; arrows move, Enter picks, Escape closes.
 */
export function PatientPicker({ selected, onSelect, inputRef, id, ...aria }: PatientPickerProps) {
  const listId = useId();
  const [input, setInput] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // After 'Change' the search box comes back focused, so the keyboard stays where the user was.
  const [changing, setChanging] = useState(false);
  const term = patientSearchTerm(input);
  const found = usePatientSearch(selected ? null : term);
  const matches = found?.patients ?? [];
  const expanded = open && !!term && !!found && !found.error && matches.length > 0;
  // A whole health number the hospital does not know: perhaps another hospital's patient, linked with consent.
  const unlinkedNumber =
    term && found && !found.error && matches.length === 0 && HEALTH_NUMBER_PATTERN.test(term.toUpperCase()) ? term.toUpperCase() : null;

  // The search box goes away once a patient is chosen; focus goes on to the form's next field.
  const rootRef = useRef<HTMLDivElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    if (!picked.current || !selected) return;
    picked.current = false;
    nextField(rootRef.current)?.focus();
  }, [selected]);

  const pick = (patient: PatientMatch) => {
    onSelect(patient);
    picked.current = true;
    setChanging(false);
    setInput("");
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!matches.length) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (expanded ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === "Enter") {
      // Enter picks the highlighted match and never submits the form from the search box.
      event.preventDefault();
      if (expanded && matches[active]) pick(matches[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  if (selected) {
    return (
      <div
        ref={rootRef}
        className="flex min-w-0 items-center justify-between gap-3 rounded-md border bg-muted/40 p-3"
        data-testid="selected-patient"
      >
        <PatientSummary patient={selected} />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          id={id}
          aria-describedby={aria["aria-describedby"]}
          aria-label={`Change patient (${fullName(selected)})`}
          onClick={() => {
            setChanging(true);
            onSelect(null);
          }}
        >
          <XIcon aria-hidden="true" />
          Change
        </Button>
      </div>
    );
  }

  return (
    <div className="relative">
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" />
      <Input
        ref={inputRef}
        id={id}
        {...aria}
        type="search"
        role="combobox"
        aria-label="Search patient"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoFocus={changing}
        placeholder="Name, health number or phone"
        maxLength={100}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="pl-9"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching patients"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 shadow-md"
      >
        {matches.map((patient, index) => (
          <li
            key={patient.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown would blur the input (and close the list) before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(patient)}
            className={cn("cursor-pointer rounded-sm px-3 py-2", index === active && "bg-accent text-accent-foreground")}
          >
            <PatientSummary patient={patient} />
          </li>
        ))}
      </ul>
      <SearchStatus input={input} searching={!!term && !found} found={found} />
      {unlinkedNumber && (
        <ConsentLinkForm
          key={unlinkedNumber}
          healthNumber={unlinkedNumber}
          onLinked={async () => {
            // Linked now: the hospital's own search answers the patient with their phone.
            const [patient] = (await searchPatientsRequest(unlinkedNumber)).filter((p) => p.id === unlinkedNumber);
            if (patient) pick(patient);
          }}
        />
      )}
    </div>
  );
}

/** The first enabled, visible control of the form after `root`, in document order. */
function nextField(root: HTMLElement | null): HTMLElement | null {
  const form = root?.closest("form");
  if (!root || !form) return null;
  const controls = form.querySelectorAll<HTMLElement>("input, select, textarea, button");
  for (const control of controls) {
    const after = root.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING;
    const usable = !control.matches(":disabled") && control.getClientRects().length > 0;
    if (after && !root.contains(control) && usable) return control;
  }
  return null;
}

function SearchStatus({ input, searching, found }: { input: string; searching: boolean; found: Found | null }) {
  let text: ReactNode = null;
  if (input.trim().length > 0 && input.trim().length < PATIENT_SEARCH_MIN) text = `Type at least ${PATIENT_SEARCH_MIN} characters to search.`;
  else if (searching) {
    text = (
      <span className="inline-flex items-center gap-2">
        <Spinner aria-hidden="true" /> Searching...
      </span>
    );
  } else if (found?.error) text = <span className="text-destructive">{found.error}</span>;
  else if (found && found.patients.length === 0) text = "No patients found matching your search.";
  // Always rendered, so screen readers hear each change of the live region.
  return (
    <p className={cn("text-sm text-muted-foreground", text ? "mt-2" : "sr-only")} aria-live="polite">
      {text}
    </p>
  );
}

function PatientSummary({ patient }: { patient: PatientMatch }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserRoundIcon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 text-sm">
        <span className="block truncate font-medium">{fullName(patient)}</span>
        <span className="block truncate text-muted-foreground">
          <span className="sr-only">Health number: </span>
          <span className="font-mono text-xs">{patient.id}</span>
          {" · "}
          <span className="sr-only">Phone: </span>
          {patient.phone || "No phone"}
        </span>
      </span>
    </span>
  );
}
