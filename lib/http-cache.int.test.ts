import { GET as readRoute } from "@/app/api/patients/[id]/route";
import { route } from "@/lib/http";
import { call } from "@/test/http";
import { dialogForm, registered } from "@/test/patients";
import { hospitalWithAdmin } from "@/test/staff";

// A patient's record must not be kept by the browser's cache, a shared proxy or the back-forward
// cache: every answer of the route wrapper says `Cache-Control: no-store`, errors included.

const readRecord = (id: string, cookie?: string) => call(readRoute, `/api/patients/${id}`, { cookie, params: { id } });

describe("Cache-Control of API answers", () => {
  it("marks a patient's record, and the refusals around it, no-store", async () => {
    // Hospital A registers a patient and reads the record; hospital B and a stranger try.
    const a = await hospitalWithAdmin();
    const b = await hospitalWithAdmin();
    const patient = await registered(dialogForm({ firstName: "Amina", lastName: "Nakato" }), { cookie: a.cookie });

    const own = await readRecord(patient.id, a.cookie);
    expect(own.status).toBe(200);
    expect(own.body.firstName).toBe("Amina");
    expect(own.headers.get("cache-control")).toBe("no-store");

    const other = await readRecord(patient.id, b.cookie);
    expect(other.status).toBe(404);
    expect(other.headers.get("cache-control")).toBe("no-store");

    const signedOut = await readRecord(patient.id);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("no-store");
  });

  it("marks a 500, a 204 and a handler's own Response no-store, and keeps a Cache-Control a handler chose", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const failing = route({}, async () => {
      throw new Error("boom");
    });
    const empty = route({}, async () => undefined);
    const redirect = route({}, async () => Response.redirect("http://localhost:3000/login", 303));
    const cached = route({}, async () => new Response("public", { headers: { "cache-control": "public, max-age=60" } }));

    const error = await call(failing, "/api/x");
    expect(error.status).toBe(500);
    expect(error.headers.get("cache-control")).toBe("no-store");
    expect((await call(empty, "/api/x")).headers.get("cache-control")).toBe("no-store");
    const moved = await call(redirect, "/api/x");
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("http://localhost:3000/login");
    expect(moved.headers.get("cache-control")).toBe("no-store");
    expect((await call(cached, "/api/x")).headers.get("cache-control")).toBe("public, max-age=60");
    jest.restoreAllMocks();
  });
});
