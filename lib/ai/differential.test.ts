import { differentialList, presentingComplaints } from "./differential";
import { analyzeSymptoms } from "./engine";
import { likelihood, rankConditions } from "./infer";
import { CONDITIONS } from "./kb";

const byId = (id: string) => CONDITIONS.find((c) => c.id === id)!;

// Issue 19: the alternatives behind a confident top condition present the way it does.

describe("differentialList", () => {
  it("lists behind a testicular torsion the conditions of a painful testicle, not gastroenteritis for the vomiting", () => {
    const result = analyzeSymptoms({ symptoms: "sudden severe pain in the left testicle since this morning, vomited twice", age: 16, sex: "male", region: "east-africa" });
    const [top, ...rest] = result.ranked;
    expect(top.id).toBe("testicular-torsion");
    expect(rest.map((r) => r.id)).toContain("epididymo-orchitis");
    for (const r of rest) expect(r.confidence >= 0.1 || likelihood(byId(r.id), "testicular_pain") >= 0.2).toBe(true);
    expect(rest.map((r) => r.id)).not.toContain("gastroenteritis");
  });

  it("keeps the ranking's order and, behind an unsure top, the ranking itself", () => {
    const parsed = { present: ["fever", "headache"], absent: [], matched: [] };
    const ranked = rankConditions(parsed, { region: "global" });
    expect(ranked[0].probability).toBeLessThan(0.5);
    expect(differentialList(ranked, parsed.present, 10)).toEqual(ranked.slice(0, 10));
    const torsion = rankConditions({ present: ["testicular_pain", "vomiting"], absent: [], matched: [], ageBand: "adolescent", sex: "male" }, { region: "east-africa" });
    const list = differentialList(torsion, ["testicular_pain", "vomiting"], 10);
    for (let i = 1; i < list.length; i++) expect(list[i].probability).toBeLessThanOrEqual(list[i - 1].probability);
  });

  it("reads the presenting complaint from the specific findings the top explains, never a generic one", () => {
    const torsion = rankConditions({ present: ["testicular_pain", "vomiting"], absent: [], matched: [], ageBand: "adolescent", sex: "male" }, {});
    expect(presentingComplaints(torsion[0], ["testicular_pain", "vomiting"])).toEqual(["testicular_pain"]);
  });
});
