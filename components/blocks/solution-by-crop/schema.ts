import { z } from 'zod';
import { hrefSchema, imageSchema, listShowingAtMost, withFlatImages } from '@/lib/cms/block-fields';

/** Spec: "solution-by-crop max 14" — the grid shows at most 14 crops; further ones are left out, not refused. */
export const SOLUTION_BY_CROP_MAX = 14;

const text = z.string().trim().min(1);

export const cropSolutionSchema = withFlatImages(
  z.object({
    image: imageSchema,
    name: text,
    /** The page of solutions for this crop: the whole tile links there. */
    href: hrefSchema,
  }),
);

/** A grid of crops under a heading, each tile leading to the solutions for that crop. */
export const solutionByCropSchema = z.object({
  heading: text,
  intro: text.optional(),
  crops: listShowingAtMost(cropSolutionSchema, SOLUTION_BY_CROP_MAX),
});

export type SolutionByCropProps = z.output<typeof solutionByCropSchema>;
export type CropSolution = z.output<typeof cropSolutionSchema>;
