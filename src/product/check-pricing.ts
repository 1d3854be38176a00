import { isObject, type ContentIndex, type Json, type JsonObject, type Problem } from '../engine/types';

/**
 * A lender's pricing, part by part (orgPricingData is a list of parts merged in order): no key written in
 * two parts (the later would silently replace the earlier); credit tiers from the highest score down, each
 * score once, the lowest reaching down to the lender's own minCreditScore; in each tier the combined-LTV
 * brackets from the lowest up, each once, the highest reaching the lender's maxCltv; terms each once; the
 * Texas limit within the lender's own.
 */
export function checkPricing(content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  for (const org of Object.values(content.orgs)) {
    const parts = Array.isArray(org.orgPricingData) ? (org.orgPricingData as Json[]) : [];
    const add = (pointer: string, message: string) => problems.push({ file: org.file, pointer, message });
    const where = new Map<string, number>();
    parts.forEach((part, i) => {
      if (!isObject(part)) return;
      for (const key of Object.keys(part)) {
        const first = where.get(key);
        if (first !== undefined) add(`/orgPricingData/${i}/${key}`, `orgPricingData[${i}].${key}: ${key} is already written in orgPricingData[${first}], and the parts are merged in order, so this one silently replaces it: write ${key} once`);
        else where.set(key, i);
      }
    });
    const value = (key: string): { v: Json | undefined; at: string } => {
      const i = where.get(key);
      return { v: i === undefined ? undefined : (parts[i] as JsonObject)[key], at: `/orgPricingData/${i}/${key}` };
    };
    const num = (key: string) => {
      const { v } = value(key);
      return typeof v === 'number' ? v : undefined;
    };
    const minScore = num('minCreditScore');
    const maxCltv = num('maxCltv');
    const texas = num('texasMaxCltv');
    if (texas !== undefined && maxCltv !== undefined && texas > maxCltv) {
      add(value('texasMaxCltv').at, `orgPricingData texasMaxCltv: ${texas}% is above the lender's own maxCltv of ${maxCltv}%: write at most ${maxCltv}`);
    }
    const terms = value('termsYears');
    if (Array.isArray(terms.v)) {
      terms.v.forEach((t, i) => {
        if ((terms.v as Json[]).indexOf(t) !== i) add(`${terms.at}/${i}`, `orgPricingData termsYears: ${JSON.stringify(t)} years is listed twice: list each term once`);
      });
    }
    const grid = value('aprGrid');
    if (!Array.isArray(grid.v)) continue;
    const tiers = grid.v.filter(isObject);
    let previous: number | undefined;
    grid.v.forEach((tier, i) => {
      if (!isObject(tier) || typeof tier.minCreditScore !== 'number') return;
      const score = tier.minCreditScore;
      const here = `${grid.at}/${i}/minCreditScore`;
      if (previous !== undefined && score === previous) add(here, `orgPricingData aprGrid[${i}].minCreditScore: ${score} is already the lowest score of the tier before, so the two tiers overlap and this one is never offered: write a score below ${previous}`);
      else if (previous !== undefined && score > previous) add(here, `orgPricingData aprGrid[${i}].minCreditScore: ${score} is above the tier before (${previous}), and a borrower gets the first tier their score reaches, so this one is never offered: list the tiers from the highest score down`);
      previous = previous === undefined ? score : Math.min(previous, score);
      let lastCltv: number | undefined;
      const brackets = Array.isArray(tier.byMaxCltv) ? tier.byMaxCltv : [];
      brackets.forEach((b, j) => {
        if (!isObject(b) || typeof b.maxCltv !== 'number') return;
        const at = `${grid.at}/${i}/byMaxCltv/${j}/maxCltv`;
        if (lastCltv !== undefined && b.maxCltv <= lastCltv) {
          add(at, `orgPricingData aprGrid[${i}].byMaxCltv[${j}].maxCltv: ${b.maxCltv}% ${b.maxCltv === lastCltv ? 'is already the limit of the bracket before, so the two overlap' : `is below the bracket before (${lastCltv}%)`}: list the brackets from the lowest combined LTV up, each limit once`);
        }
        lastCltv = Math.max(lastCltv ?? b.maxCltv, b.maxCltv);
      });
      if (maxCltv !== undefined && lastCltv !== undefined && lastCltv < maxCltv) {
        add(`${grid.at}/${i}/byMaxCltv`, `orgPricingData aprGrid[${i}].byMaxCltv: the highest bracket ends at ${lastCltv}%, below the lender's maxCltv of ${maxCltv}%, so a borrower between the two would get no rate: add a bracket up to ${maxCltv}%`);
      }
    });
    const lowest = Math.min(...tiers.map((t) => (typeof t.minCreditScore === 'number' ? t.minCreditScore : Infinity)));
    if (minScore !== undefined && Number.isFinite(lowest) && lowest > minScore) {
      add(grid.at, `orgPricingData aprGrid: the lowest tier starts at a score of ${lowest}, above the lender's minCreditScore of ${minScore}, so a borrower between the two would get no rate: add a tier from ${minScore}, or raise minCreditScore to ${lowest}`);
    }
  }
  return problems;
}
