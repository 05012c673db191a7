/**
 * The class groups of tailwind-merge (`getDefaultConfig().classGroups`) that the app's classes
 * belong to. `cn()` resolves conflicts within these only: its table of all 379 groups took 70 to
 * 90 ms to build at Lighthouse's 4x CPU slowdown, in a task of its own on every page's start-up.
 * A class of a group not listed would be kept as written, never dropped; utils.test.ts fails
 * when the source writes one, and names its group.
 */
const GROUP_NAMES = `
  aspect container display sr isolation object-fit object-position overflow overflow-x overflow-y
  position inset inset-x inset-y top right bottom left visibility z basis flex-direction flex-wrap
  flex shrink grid-cols col-start-end gap gap-x gap-y justify-content justify-items justify-self
  align-content align-items align-self place-content place-items p px py pt pr pb pl m mx my mt mr
  mb ml size w min-w max-w h min-h max-h font-size font-smoothing font-style font-weight
  font-family fvn-spacing tracking line-clamp leading list-style-type text-alignment text-color
  text-decoration underline-offset text-transform text-overflow text-wrap vertical-align
  whitespace break bg-color gradient-from gradient-to rounded rounded-t rounded-b rounded-l
  border-w border-w-t border-w-r border-w-b divide-y border-style border-color border-color-t
  divide-color outline-style outline-offset outline-w outline-color shadow shadow-color ring-w
  ring-color ring-offset-w ring-offset-color opacity filter drop-shadow-color backdrop-blur
  transition duration ease animate rotate scale translate-x translate-y accent appearance cursor
  pointer-events scroll-px snap-align snap-type snap-strictness select fill stroke
`;

export const CLASS_GROUPS = GROUP_NAMES.trim().split(/\s+/);
