import type { z } from "zod";

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema under optional / nullable / default / catch wrappers and transforms. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return core(def.innerType);
  if (def.type === "pipe" && def.in) return core(def.in);
  return schema;
}

/**
 * The HTML limits of a field from its zod schema (SPEC §5's rules are written once, in lib/<domain>/schemas.ts):
 * `minLength` and `maxLength` for text, `min`/`max` for numbers. Spread on the input: `<Input {...inputLimits(schema.shape.title)} />`.
 */
export function inputLimits(schema: z.ZodType): { minLength?: number; maxLength?: number; min?: number; max?: number } {
  const field = core(schema);
  const type = defOf(field).type;
  if (type === "string") {
    const { minLength, maxLength } = field as z.ZodString;
    return {
      // 1 only says 'required', which the field says itself.
      ...(minLength !== null && minLength > 1 ? { minLength } : {}),
      ...(maxLength !== null ? { maxLength } : {}),
    };
  }
  if (type === "number") {
    const { minValue, maxValue } = field as z.ZodNumber;
    return {
      ...(minValue !== null && Number.isFinite(minValue) ? { min: minValue } : {}),
      ...(maxValue !== null && Number.isFinite(maxValue) ? { max: maxValue } : {}),
    };
  }
  return {};
}

/** The most items a list schema accepts (e.g. photos a posting), or undefined when it sets none. */
export function maxItemsOf(schema: z.ZodType): number | undefined {
  const maxima = (defOf(core(schema)).checks ?? []).flatMap(({ _zod }) =>
    _zod.def.check === "max_length" && _zod.def.maximum !== undefined ? [_zod.def.maximum] : [],
  );
  return maxima.length ? Math.min(...maxima) : undefined;
}
