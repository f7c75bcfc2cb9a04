import { conditions as common11 } from "./conditions/common-11";
import { conditions as common7 } from "./conditions/common-7";
import { conditions as common8 } from "./conditions/common-8";
import { conditions as common9 } from "./conditions/common-9";
import { conditions as common10 } from "./conditions/common-10";
import { conditions as common12 } from "./conditions/common-12";
import { conditions as common13 } from "./conditions/common-13";
import { conditions as common14 } from "./conditions/common-14";
import { conditions as common15 } from "./conditions/common-15";
import { conditions as common16 } from "./conditions/common-16";
import { conditions as emergency1 } from "./conditions/emergency-1";
import { conditions as emergency2 } from "./conditions/emergency-2";
import { conditions as emergency3 } from "./conditions/emergency-3";
import { conditions as emergency4 } from "./conditions/emergency-4";
import { conditions as emergency5 } from "./conditions/emergency-5";
import { conditions as emergency6 } from "./conditions/emergency-6";
import { conditions as infectious1 } from "./conditions/infectious-1";
import { conditions as infectious2 } from "./conditions/infectious-2";
import { conditions as infectious3 } from "./conditions/infectious-3";
import { conditions as mentalHealth } from "./conditions/mental-health";
import { conditions as obstetrics } from "./conditions/obstetrics";
import { conditions as paediatrics } from "./conditions/paediatrics";
import { conditions as primary1 } from "./conditions/primary-1";
import { conditions as primary2 } from "./conditions/primary-2";
import { conditions as primary3 } from "./conditions/primary-3";
import { conditions as primary4 } from "./conditions/primary-4";
import { conditions as primary5 } from "./conditions/primary-5";
import { conditions as primary6 } from "./conditions/primary-6";
import { findings as cardiovascular } from "./findings/cardiovascular";
import { findings as digestive } from "./findings/digestive";
import { findings as endocrine } from "./findings/endocrine";
import { findings as exposures } from "./findings/exposures";
import { findings as extraA } from "./findings/extra-a";
import { findings as extraB } from "./findings/extra-b";
import { findings as extraC } from "./findings/extra-c";
import { findings as extraD } from "./findings/extra-d";
import { findings as extraE } from "./findings/extra-e";
import { findings as extraF } from "./findings/extra-f";
import { findings as extraG } from "./findings/extra-g";
import { findings as extraH } from "./findings/extra-h";
import { findings as extraI } from "./findings/extra-i";
import { findings as extraJ } from "./findings/extra-j";
import { findings as extraK } from "./findings/extra-k";
import { findings as extraL } from "./findings/extra-l";
import { findings as extraM } from "./findings/extra-m";
import { findings as extraN } from "./findings/extra-n";
import { findings as extraO } from "./findings/extra-o";
import { findings as extraP } from "./findings/extra-p";
import { findings as extraQ } from "./findings/extra-q";
import { findings as general } from "./findings/general";
import { findings as headNeck } from "./findings/head-neck";
import { findings as mentalFindings } from "./findings/mental-health";
import { findings as musculoskeletal } from "./findings/musculoskeletal";
import { findings as neuro } from "./findings/neuro";
import { findings as paediatricFindings } from "./findings/paediatrics";
import { findings as respiratory } from "./findings/respiratory";
import { findings as skin } from "./findings/skin";
import { findings as urinary } from "./findings/urinary";
import { findings as womensHealth } from "./findings/womens-health";
import { LAY_TERMS } from "./lay-terms";
import { SOURCES } from "./sources";
import type { Condition, Finding } from "./types";

// The knowledge base, merged from its data files. `validateKnowledgeBase` (run by the unit tests)
// checks that every reference resolves, so a typo in a data file fails CI instead of silently
// weakening the model.

export const KB_VERSION = "2026.11";

/** Every finding, with its extra lay phrasings (./lay-terms.ts) added to its terms. */
export const FINDINGS: readonly Finding[] = [
  ...general,
  ...neuro,
  ...headNeck,
  ...respiratory,
  ...cardiovascular,
  ...digestive,
  ...urinary,
  ...womensHealth,
  ...skin,
  ...musculoskeletal,
  ...mentalFindings,
  ...endocrine,
  ...paediatricFindings,
  ...exposures,
  ...extraA,
  ...extraB,
  ...extraC,
  ...extraD,
  ...extraE,
  ...extraF,
  ...extraG,
  ...extraH,
  ...extraI,
  ...extraJ,
  ...extraK,
  ...extraL,
  ...extraM,
  ...extraN,
  ...extraO,
  ...extraP,
  ...extraQ,
].map((f) => ({ ...f, terms: [...f.terms, ...(LAY_TERMS[f.id] ?? [])] }));

export const CONDITIONS: readonly Condition[] = [
  ...infectious1,
  ...infectious2,
  ...infectious3,
  ...emergency1,
  ...emergency2,
  ...emergency3,
  ...emergency4,
  ...emergency5,
  ...emergency6,
  ...primary1,
  ...primary2,
  ...primary3,
  ...primary4,
  ...primary5,
  ...primary6,
  ...paediatrics,
  ...obstetrics,
  ...mentalHealth,
  ...common7,
  ...common8,
  ...common9,
  ...common10,
  ...common11,
  ...common12,
  ...common13,
  ...common14,
  ...common15,
  ...common16,
];

export const FINDING_BY_ID: ReadonlyMap<string, Finding> = new Map(FINDINGS.map((f) => [f.id, f]));

/** Every problem of the knowledge base's cross-references, as readable sentences (empty when sound). */
export function validateKnowledgeBase(conditions = CONDITIONS, findings = FINDINGS): string[] {
  const problems: string[] = [];
  const findingIds = new Set<string>();
  for (const f of findings) {
    if (findingIds.has(f.id)) problems.push(`finding ${f.id} is defined twice`);
    findingIds.add(f.id);
  }
  for (const f of findings) {
    for (const target of f.implies ?? []) if (!findingIds.has(target)) problems.push(`finding ${f.id} implies unknown ${target}`);
  }
  const sourceKeys = new Set(SOURCES.map((s) => s.key));
  const conditionIds = new Set<string>();
  for (const c of conditions) {
    if (conditionIds.has(c.id)) problems.push(`condition ${c.id} is defined twice`);
    conditionIds.add(c.id);
    if (!(c.prior > 0)) problems.push(`condition ${c.id} has no positive prior`);
    if (!/^[A-Z]\d{2}(\.\d{1,2})?$/.test(c.icd10)) problems.push(`condition ${c.id} has an invalid ICD-10 code ${c.icd10}`);
    for (const [id, p] of Object.entries(c.findings)) {
      if (!findingIds.has(id)) problems.push(`condition ${c.id} uses unknown finding ${id}`);
      if (!(p > 0 && p < 1)) problems.push(`condition ${c.id} gives ${id} the likelihood ${p}`);
    }
    for (const key of c.sources) if (!sourceKeys.has(key)) problems.push(`condition ${c.id} cites unknown source ${key}`);
    if (c.duration.length === 0) problems.push(`condition ${c.id} has no typical duration`);
  }
  return problems;
}
