import { getDb } from "@/lib/db/client";
import { patients } from "@/lib/db/schema";
import { route } from "@/lib/http";
import { call } from "@/test/http";

import { describeError, redactDatabaseErrorsInConsole, redactMessage } from "./log";

// A statement that fails carries the patient's data in Drizzle's message ("params: …") and in
// PostgreSQL's detail ("Failing row contains (…)"); neither may reach the log or the answer.

const NAME = "Zebulon";
const SURNAME = "Quarrington";
const BIRTH = "1971-03-09";
const PHONE = "+256 700 987 654";

// A gender outside the check constraint: the database refuses the whole row.
const badPatient = () =>
  getDb()
    .insert(patients)
    .values({
      id: "UG-PAT-2026-901",
      firstName: NAME,
      lastName: SURNAME,
      dateOfBirth: BIRTH,
      gender: "not-a-gender",
      phone: PHONE,
      address: "Plot 9, Secret Lane",
      countryOfOrigin: "Uganda",
      emergencyContact: "Someone Private",
      emergencyPhone: "+256 700 000 001",
    });

const PRIVATE = [NAME, SURNAME, BIRTH, PHONE, "Secret Lane", "Someone Private"];

afterEach(() => jest.restoreAllMocks());

describe("a failing insert of a patient", () => {
  it("really carries the patient's data in the error (the premise of the test)", async () => {
    const error = await badPatient().then(
      () => null,
      (e: unknown) => e,
    );
    const everything = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as Error).message);
    expect(everything).toContain(NAME);
    expect(everything).toContain(BIRTH);
  });

  it("is logged by the route wrapper with its SQL, SQLSTATE and constraint but no value, and answers 500 without SQL", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const handler = route({}, async () => {
      await badPatient();
      return { ok: true };
    });

    const res = await call(handler, "/api/test-failing-insert", { method: "POST", body: {} });

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong on our side. Please try again." });
    const answer = JSON.stringify(res.body);
    expect(answer).not.toMatch(/insert into|patients|params/i);

    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0].map(String).join(" ");
    expect(line).toContain("[api] POST /api/test-failing-insert");
    expect(line).toMatch(/insert into "patients"/);
    expect(line).toContain("sqlstate=23514");
    expect(line).toContain("constraint=patients_gender_check");
    for (const value of PRIVATE) expect(line).not.toContain(value);
    expect(line).not.toMatch(/params:|Failing row/);
  });
});

describe("the console, for errors Next.js logs itself (a page or an action that throws)", () => {
  it("writes a database error without its values, and anything else as it was", async () => {
    const error = await badPatient().then(
      () => null,
      (e: unknown) => e,
    );
    const write = jest.spyOn(console, "error").mockImplementation(() => {});
    redactDatabaseErrorsInConsole();
    const plain = new Error("not from the database");
    console.error("⨯", error, plain);

    const [prefix, line, other] = write.mock.calls[0];
    expect(prefix).toBe("⨯");
    expect(other).toBe(plain);
    expect(line).toContain("sqlstate=23514");
    for (const value of PRIVATE) expect(line).not.toContain(value);
  });
});

describe("describeError", () => {
  it("keeps a plain error's class, message and stack frames, with quoted parts removed", () => {
    let error: unknown;
    try {
      JSON.parse(`"${NAME} ${BIRTH}`);
    } catch (e) {
      error = e;
    }
    const line = describeError(error);
    expect(line).toMatch(/^SyntaxError message=/);
    expect(line).toMatch(/\n\s+at /);
    expect(line).not.toContain(NAME);
  });

  it("removes quoted values and Drizzle's params from a message", () => {
    expect(redactMessage(`invalid input syntax for type date: "${BIRTH}"`)).toBe('invalid input syntax for type date: "…"');
    expect(redactMessage(`Failed query: select 1\nparams: ${NAME}`)).toBe("Failed query: select 1");
  });

  it("names what was thrown when it is not an error", () => {
    expect(describeError(`${NAME}`)).toBe("non-error thrown (string)");
  });
});
