import { summarizeDepartments } from "./department-summary";

const dept = (isActive: boolean, staffCount: number, headDoctorId: string | null = null) => ({ isActive, staffCount, headDoctorId });

describe("summarizeDepartments", () => {
  it("answers zeros for a hospital without departments", () => {
    expect(summarizeDepartments([])).toEqual({ total: 0, active: 0, avgStaffPerDept: 0, withHeadDoctor: 0 });
  });

  it("counts active departments and those with a head doctor", () => {
    const summary = summarizeDepartments([dept(true, 4, "DOC-001-001"), dept(false, 0), dept(true, 2, "DOC-001-002"), dept(true, 0)]);
    expect(summary).toMatchObject({ total: 4, active: 3, withHeadDoctor: 2 });
  });

  it("averages staff per department to one decimal", () => {
    // 10 staff over 3 departments = 3.333… → 3.3; 5 over 3 = 1.666… → 1.7
    expect(summarizeDepartments([dept(true, 4), dept(true, 3), dept(true, 3)]).avgStaffPerDept).toBe(3.3);
    expect(summarizeDepartments([dept(true, 5), dept(true, 0), dept(false, 0)]).avgStaffPerDept).toBe(1.7);
    expect(summarizeDepartments([dept(true, 6), dept(true, 2)]).avgStaffPerDept).toBe(4);
  });
});
