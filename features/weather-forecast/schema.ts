import { z } from 'zod';

/** The `weather-forecast` block's props (discovery spec §2 "Weather widget (seven days)", §8). */
export const weatherForecastSchema = z
  .object({
    /** The widget's heading; the messages' '7-day weather forecast' when absent. */
    heading: z.string().min(1).max(120).optional(),
    /** An optional line under the heading; the messages' intro when absent. */
    description: z.string().min(1).max(400).optional(),
    /** Spec §8 "server error shows the configured message above the address input"; the messages' when absent. */
    serverErrorMessage: z.string().min(1).max(200).optional(),
    /** Spec §8 "inline error shows the configured message with red border" (Enter with no prediction); the messages' when absent. */
    inlineErrorMessage: z.string().min(1).max(200).optional(),
  })
  .strict();

export type WeatherForecastBlockProps = z.infer<typeof weatherForecastSchema>;
