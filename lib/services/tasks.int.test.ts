import { and, eq } from "drizzle-orm";

import { PATCH as confirmDiagnosisRoute } from "@/app/api/doctor/diagnosis/[id]/confirm/route";
import { POST as createDiagnosisRoute } from "@/app/api/doctor/diagnosis/route";
import { PATCH as workerTaskRoute } from "@/app/api/health-worker/tasks/[id]/route";
import { GET as workerTasksRoute } from "@/app/api/health-worker/tasks/route";
import { GET as listTasksRoute, POST as createTaskRoute } from "@/app/api/tasks/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, notifications, tasks } from "@/lib/db/schema";
import { addAppointment, addPatient, clinic, consultableSlot, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { staffUser } from "@/test/staff";
import { addTestWorker, endEmployment, type TestWorker } from "@/test/workers";

import { CHOOSE_ASSIGNEE } from "../validation/task";
import { NOT_EMPLOYED } from "./health-worker-portal";

// Dr. Sarah of hospital A assigns tasks to A's workers and departments; A's nurses take and
// complete them; hospital B's doctor, administrator and nurse try to reach A's tasks and workers.

let a: Clinic;
let b: Clinic;
let nurse: TestWorker;
let colleague: TestWorker;
let pharmacist: TestWorker;
let nurseB: TestWorker;
let jobless: TestWorker;

const create = (body: unknown, cookie?: string) => call(createTaskRoute, "/api/tasks", { body, cookie });
const list = (cookie: string | undefined, query = "") => call(listTasksRoute, `/api/tasks${query}`, { cookie });
const myTasks = (cookie?: string) => call(workerTasksRoute, "/api/health-worker/tasks", { cookie });
const move = (id: string, body: unknown, cookie?: string) => call(workerTaskRoute, `/api/health-worker/tasks/${id}`, { method: "PATCH", body, cookie, params: { id } });

const task = (overrides: Record<string, unknown> = {}) => ({ title: "Check vital signs every 4 hours", taskType: "vital_signs", priority: "high", ...overrides });
const noticesTo = (userId: string, relatedId: string) =>
  getDb().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.relatedId, relatedId)));

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  a = await clinic({ patientCount: 2 });
  b = await clinic({ patientCount: 1 });
  nurse = await addTestWorker(a.hospitalId, a.general, { firstName: "Harriet", lastName: "Nansubuga" });
  colleague = await addTestWorker(a.hospitalId, a.general, { firstName: "Agnes", lastName: "Nalwoga" });
  pharmacist = await addTestWorker(a.hospitalId, a.pharmacy, { firstName: "Patience", lastName: "Atim" });
  nurseB = await addTestWorker(b.hospitalId, b.general, { firstName: "Lucy", lastName: "Njeri" });
  jobless = await addTestWorker(null, null, { firstName: "Amina", lastName: "Hassan" });
});

describe("POST /api/tasks", () => {
  it("lets a doctor assign a task to a worker of the hospital, with the patient, and notifies the worker", async () => {
    const [sarah] = a.doctors;
    const res = await create(task({ description: "Report a systolic above 160", patientId: a.patients[0].id.toLowerCase(), assignedToHealthWorkerId: nurse.healthWorkerId, dueDate: "2099-01-31" }), sarah.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Check vital signs every 4 hours",
      description: "Report a systolic above 160",
      taskType: "vital_signs",
      priority: "high",
      status: "pending",
      patientId: a.patients[0].id,
      patientName: `${a.patients[0].firstName} ${a.patients[0].lastName}`,
      assignedToHealthWorkerId: nurse.id,
      assignedWorkerName: "Harriet Nansubuga",
      departmentId: a.general,
      assignedByDoctorId: sarah.id,
      assignedBy: "Dr. Sarah Namubiru",
      completedAt: null,
    });
    // Due at the end of that day in the hospital's time zone (Africa/Kampala, UTC+3).
    expect(res.body.dueDate).toBe("2099-01-31T20:59:00.000Z");
    const [row] = await getDb().select().from(tasks).where(eq(tasks.id, res.body.id));
    expect(row).toMatchObject({ hospitalId: a.hospitalId, createdBy: sarah.userId, assignedByDoctorId: sarah.id });
    const [notice] = await getDb().select().from(notifications).where(and(eq(notifications.healthWorkerId, nurse.id), eq(notifications.relatedId, res.body.id)));
    expect(notice).toMatchObject({ title: "New Task Assigned", type: "task_assigned" });
    expect(await getDb().$count(auditLogs, and(eq(auditLogs.action, "task.create"), eq(auditLogs.entityId, res.body.id)))).toBe(1);
  });

  it("lets the administrator assign to a department, with no doctor and the administrator as creator", async () => {
    const res = await create(task({ title: "Restock the crash cart", taskType: "other", priority: "Medium", departmentId: a.general }), a.adminCookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ departmentId: a.general, assignedToHealthWorkerId: null, assignedByDoctorId: null, priority: "medium" });
    const [row] = await getDb().select().from(tasks).where(eq(tasks.id, res.body.id));
    expect(row.createdBy).toBe(a.adminUserId);
  });

  it("never reaches another hospital's worker, department or patient, nor a worker who is not employed (404)", async () => {
    const [sarah] = a.doctors;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ assignedToHealthWorkerId: nurseB.id }, "Health worker not found", "assignedToHealthWorkerId"],
      [{ assignedToHealthWorkerId: nurseB.healthWorkerId }, "Health worker not found", "assignedToHealthWorkerId"],
      [{ assignedToHealthWorkerId: nurseB.workerNumber }, "Health worker not found", "assignedToHealthWorkerId"],
      [{ assignedToHealthWorkerId: jobless.id }, "Health worker not found", "assignedToHealthWorkerId"],
      [{ departmentId: b.general }, "Department not found", "departmentId"],
      [{ departmentId: a.general, patientId: b.patients[0].id }, "Patient not found", "patientId"],
    ];
    const before = await getDb().$count(tasks);
    for (const [body, message, field] of cases) {
      const res = await create(task(body), sarah.cookie);
      expect([res.status, res.body]).toEqual([404, { message, fieldErrors: { [field]: message } }]);
    }
    // B's doctor cannot assign to A's worker either.
    expect((await create(task({ assignedToHealthWorkerId: nurse.id }), b.doctors[0].cookie)).status).toBe(404);
    expect(await getDb().$count(tasks)).toBe(before);
  });

  it("answers 400 with the message of the first invalid field", async () => {
    const [sarah] = a.doctors;
    const cases: [Record<string, unknown>, string][] = [
      [task({ departmentId: a.general, title: "ab" }), "Task title must be at least 3 characters"],
      [task({ departmentId: a.general, priority: "critical" }), "Priority must be low, medium, high or urgent"],
      [task({ departmentId: a.general, taskType: "" }), "Task type is required"],
      [task({ departmentId: a.general, dueDate: "2027-02-30" }), "Due date must be a valid date"],
      [task({ departmentId: a.general, dueDate: "2020-01-01" }), "Due date cannot be in the past"],
      [task(), CHOOSE_ASSIGNEE],
    ];
    for (const [body, message] of cases) {
      const res = await create(body, sarah.cookie);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it("is for doctors and hospital administrators only", async () => {
    const body = task({ departmentId: a.general });
    expect((await create(body)).status).toBe(401);
    expect((await create(body, nurse.cookie)).status).toBe(403);
    expect((await create(body, (await staffUser("user", a.hospitalId)).cookie)).status).toBe(403);
    expect((await create(body, (await staffUser("system_admin", null)).cookie)).status).toBe(403);
  });
});

describe("GET /api/tasks", () => {
  it("gives a doctor the tasks the doctor assigned, the administrator the hospital's, and B nothing of A", async () => {
    const [sarah, peter] = a.doctors;
    const mine = await create(task({ title: "Dress the wound on the left leg", taskType: "wound_care", assignedToHealthWorkerId: colleague.id }), sarah.cookie);
    const peters = await create(task({ title: "Collect a blood sample", taskType: "sample_collection", departmentId: a.general }), peter.cookie);

    const sarahs = await list(sarah.cookie);
    expect(sarahs.status).toBe(200);
    const ids = sarahs.body.map((t: { id: string }) => t.id);
    expect(ids).toContain(mine.body.id);
    expect(ids).not.toContain(peters.body.id);

    const all = (await list(a.adminCookie)).body.map((t: { id: string }) => t.id);
    expect(all).toEqual(expect.arrayContaining([mine.body.id, peters.body.id]));
    const filtered = await list(a.adminCookie, `?assignedToHealthWorkerId=${colleague.healthWorkerId}&status=pending`);
    expect(filtered.body.map((t: { id: string }) => t.id)).toEqual([mine.body.id]);
    expect((await list(a.adminCookie, "?status=done")).status).toBe(400);

    for (const cookie of [b.adminCookie, b.doctors[0].cookie]) {
      const res = await list(cookie, `?assignedToHealthWorkerId=${colleague.id}`);
      expect([res.status, res.body]).toEqual([200, []]);
    }
    expect((await list(nurse.cookie)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });
});

describe("the worker's tasks", () => {
  it("lists the worker's own and the department's unassigned tasks, never a colleague's or another hospital's", async () => {
    const [sarah] = a.doctors;
    const own = await create(task({ title: "Own task", assignedToHealthWorkerId: nurse.id }), sarah.cookie);
    const department = await create(task({ title: "Department task", departmentId: a.general }), sarah.cookie);
    const colleagues = await create(task({ title: "Colleague's task", assignedToHealthWorkerId: colleague.id }), sarah.cookie);
    const pharmacy = await create(task({ title: "Pharmacy task", departmentId: a.pharmacy }), sarah.cookie);
    const inB = await create(task({ title: "B's task", departmentId: b.general }), b.doctors[0].cookie);

    const res = await myTasks(nurse.cookie);
    expect(res.status).toBe(200);
    const ids = res.body.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining([own.body.id, department.body.id]));
    for (const other of [colleagues, pharmacy, inB]) expect(ids).not.toContain(other.body.id);
    expect((await myTasks(nurseB.cookie)).body.map((t: { id: string }) => t.id)).toEqual([inB.body.id]);

    // B's nurse and A's colleague cannot move the task: 404, and the task stays as it was.
    for (const cookie of [nurseB.cookie, colleague.cookie, pharmacist.cookie]) {
      const moved = await move(own.body.id, { status: "in_progress" }, cookie);
      expect([moved.status, moved.body.message]).toEqual([404, "Task not found"]);
    }
    expect((await move(inB.body.id, { status: "in_progress" }, nurse.cookie)).status).toBe(404);
    const [row] = await getDb().select().from(tasks).where(eq(tasks.id, own.body.id));
    expect(row.status).toBe("pending");

    expect((await myTasks()).status).toBe(401);
    expect((await myTasks(a.adminCookie)).status).toBe(403);
    expect([(await myTasks(jobless.cookie)).status, (await myTasks(jobless.cookie)).body.message]).toEqual([403, NOT_EMPLOYED]);
  });

  it("moves pending → in_progress → completed, refuses other moves with 409, and notifies the doctor who assigned it", async () => {
    const [sarah] = a.doctors;
    const { body: created } = await create(task({ title: "Give the evening medication", taskType: "medication", assignedToHealthWorkerId: nurse.id }), sarah.cookie);
    const early = await move(created.id, { status: "completed", notes: "Done" }, nurse.cookie);
    expect([early.status, early.body.message]).toEqual([409, "Only a task in progress can be completed"]);
    expect((await move(created.id, { status: "cancelled" }, nurse.cookie)).status).toBe(400);

    const started = await move(created.id, { status: "in_progress" }, nurse.cookie);
    expect([started.status, started.body.status]).toEqual([200, "in_progress"]);
    const again = await move(created.id, { status: "in_progress" }, nurse.cookie);
    expect([again.status, again.body.message]).toEqual([409, "Only a pending task can be started"]);

    const done = await move(created.id, { status: "completed", notes: "Given at 18:00, no reaction" }, nurse.cookie);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", notes: "Given at 18:00, no reaction" });
    expect(Date.parse(done.body.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await move(created.id, { status: "completed" }, nurse.cookie)).status).toBe(409);

    const [notice] = await noticesTo(sarah.userId, created.id);
    expect(notice).toMatchObject({ title: "Task Completed", type: "task_completed" });
    expect(notice.message).toBe('Harriet Nansubuga completed "Give the evening medication". Notes: Given at 18:00, no reaction');
    // The doctor sees it completed.
    const seen = (await list(sarah.cookie, "?status=completed")).body.find((t: { id: string }) => t.id === created.id);
    expect(seen).toMatchObject({ status: "completed", notes: "Given at 18:00, no reaction" });
    expect(await getDb().$count(auditLogs, and(eq(auditLogs.action, "task.complete"), eq(auditLogs.entityId, created.id)))).toBe(1);
  });

  it("notifies the administrator who created a task when no doctor assigned it", async () => {
    const { body: created } = await create(task({ title: "Count the linen", taskType: "other", departmentId: a.general }), a.adminCookie);
    expect((await move(created.id, { status: "in_progress" }, colleague.cookie)).status).toBe(200);
    expect((await move(created.id, { status: "completed" }, colleague.cookie)).status).toBe(200);
    expect(await noticesTo(a.adminUserId, created.id)).toHaveLength(1);
  });

  it("gives a department task to exactly one of two workers taking it at once", async () => {
    const { body: created } = await create(task({ title: "Take the patient to radiology", taskType: "patient_transport", departmentId: a.general }), a.doctors[0].cookie);
    const results = await Promise.all([move(created.id, { status: "in_progress" }, nurse.cookie), move(created.id, { status: "in_progress" }, colleague.cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.message).toBe("This task has already been taken by another health worker");
    const winner = results[0].status === 200 ? nurse : colleague;
    const [row] = await getDb().select().from(tasks).where(eq(tasks.id, created.id));
    expect([row.status, row.assignedToHealthWorkerId]).toEqual(["in_progress", winner.id]);
    // The loser no longer sees it among its tasks.
    const other = winner === nurse ? colleague : nurse;
    expect((await myTasks(other.cookie)).body.map((t: { id: string }) => t.id)).not.toContain(created.id);
  });

  it("brings a confirmed prescription to the Pharmacy's workers through My Tasks", async () => {
    const [sarah] = a.doctors;
    const patient = await addPatient(a.hospitalId);
    const appointmentId = await addAppointment(a, { doctor: sarah, patientId: patient.id, status: "accepted", at: consultableSlot(a.timezone), duration: 5 });
    const diagnosis = await call(createDiagnosisRoute, "/api/doctor/diagnosis", {
      cookie: sarah.cookie,
      body: {
        appointmentId,
        patientId: patient.id,
        symptoms: "Fever, chills and headache for three days",
        diagnosis: "Uncomplicated malaria",
        prescription: "Artemether-lumefantrine 80/480 mg twice daily for 3 days",
        treatmentPlan: "Rest and fluids",
        prescriptionSentTo: "pharmacy",
      },
    });
    expect(diagnosis.status).toBe(201);
    const id = diagnosis.body.id as string;
    expect((await call(confirmDiagnosisRoute, `/api/doctor/diagnosis/${id}/confirm`, { method: "PATCH", cookie: sarah.cookie, params: { id }, body: { confirmed: true } })).status).toBe(200);

    const routed = (await myTasks(pharmacist.cookie)).body.find((t: { title: string }) => t.title === `Dispense prescription for ${patient.firstName} ${patient.lastName}`);
    expect(routed).toMatchObject({ taskType: "prescription", departmentId: a.pharmacy, assignedToHealthWorkerId: null, status: "pending", assignedBy: "Dr. Sarah Namubiru" });
    expect((await myTasks(nurse.cookie)).body.map((t: { id: string }) => t.id)).not.toContain(routed.id);
    expect((await move(routed.id, { status: "in_progress" }, pharmacist.cookie)).status).toBe(200);
    expect((await move(routed.id, { status: "completed", notes: "Dispensed 24 tablets" }, pharmacist.cookie)).status).toBe(200);
    expect(await noticesTo(sarah.userId, routed.id)).toHaveLength(1);
  });

  it("ends access with the employment: the next request is refused", async () => {
    const leaver = await addTestWorker(a.hospitalId, a.general, { firstName: "Ruth", lastName: "Akello" });
    const { body: created } = await create(task({ title: "Night handover", assignedToHealthWorkerId: leaver.id }), a.doctors[0].cookie);
    expect((await myTasks(leaver.cookie)).body.map((t: { id: string }) => t.id)).toContain(created.id);
    await endEmployment(leaver.id);
    for (const res of [await myTasks(leaver.cookie), await move(created.id, { status: "in_progress" }, leaver.cookie)]) {
      expect([res.status, res.body.message]).toEqual([403, NOT_EMPLOYED]);
    }
  });
});
