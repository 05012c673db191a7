/** The room a chart takes while its code loads, so nothing below it moves. */
export const CHART_PLACEHOLDER_CLASS = 'aspect-[2/1] w-full max-w-xl';
