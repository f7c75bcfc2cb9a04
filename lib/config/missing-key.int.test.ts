import { eq } from "drizzle-orm";

import { anonymous } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { mailOutbox, patients } from "@/lib/db/schema";
import { mailSecret, queueMail } from "@/lib/mail";
import { registerPatient } from "@/lib/services/patients";
import { selfForm } from "@/test/patients";

// The start refuses production on a real database without PHI_ENCRYPTION_KEY (startup.ts); should
// a server run that way all the same, whatever needs the key fails whole, with a message naming
// it, and nothing is written without its encryption (never a key generated on one machine's disk).

const KEYS = ["NODE_ENV", "DATABASE_URL", "PHI_ENCRYPTION_KEY"] as const;
const env = process.env as Record<string, string | undefined>;
const saved = Object.fromEntries(KEYS.map((k) => [k, env[k]]));

beforeEach(() => {
  env.NODE_ENV = "production";
  env.DATABASE_URL = "postgres://db.example/hospital"; // only read for the check: the test database stays installed
  delete env.PHI_ENCRYPTION_KEY;
});

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete env[k];
    else env[k] = saved[k];
  }
});

const MESSAGE = "PHI_ENCRYPTION_KEY must be set when DATABASE_URL is used in production";

describe("without PHI_ENCRYPTION_KEY in production on a real database", () => {
  it("refuses a registration with a national ID, naming the key, and stores no patient", async () => {
    const form = selfForm({ lastName: "Keyless", nationalId: "CM99887766" });
    await expect(registerPatient(anonymous("10.70.0.1"), form)).rejects.toThrow(MESSAGE);
    expect(await getDb().select().from(patients).where(eq(patients.lastName, "Keyless"))).toEqual([]);
  });

  it("refuses to queue a mail with a secret, and the caller's transaction writes nothing", async () => {
    const queued = getDb().transaction((tx) =>
      queueMail(tx, { to: "keyless@mail.example", subject: "Account", text: `Password: ${mailSecret("password")}`, secrets: { password: "x" } }),
    );
    await expect(queued).rejects.toThrow(MESSAGE);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "keyless@mail.example"))).toEqual([]);
  });

  it("still registers a patient who gives no identifier to encrypt", async () => {
    const form = selfForm({ lastName: "PlainOnly" });
    await expect(registerPatient(anonymous("10.70.0.2"), form)).resolves.toMatchObject({ lastName: "PlainOnly" });
  });
});
