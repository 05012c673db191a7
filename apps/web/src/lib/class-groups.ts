// Written by scripts/class-groups.ts from tailwind-merge's getDefaultConfig(); do not edit.
/**
 * tailwind-merge's configuration, with only the class groups the app's classes belong to. `cn()`
 * resolves conflicts within these only: its table of all 379 groups took 70 to 90 ms to build at
 * Lighthouse's 4x CPU slowdown, and shipping tailwind-merge's whole configuration sends every
 * page the code of that table. A class of a group not listed would be kept as written, never
 * dropped; utils.test.ts fails when the source writes one, and names its group.
 */
import { fromTheme, validators, type Config } from 'tailwind-merge';

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

const scale0 = [
  'auto',
  'square',
  isFraction,
  isArbitraryValue,
  isArbitraryVariable,
  fromTheme('aspect'),
];
const scale1 = [
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'table',
  'inline-table',
  'table-caption',
  'table-cell',
  'table-column',
  'table-column-group',
  'table-footer-group',
  'table-header-group',
  'table-row-group',
  'table-row',
  'flow-root',
  'grid',
  'inline-grid',
  'contents',
  'list-item',
  'hidden',
];
const scale2 = ['contain', 'cover', 'fill', 'none', 'scale-down'];
const scale3 = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top-left',
  'left-top',
  'top-right',
  'right-top',
  'bottom-right',
  'right-bottom',
  'bottom-left',
  'left-bottom',
  isArbitraryVariable,
  isArbitraryValue,
];
const scale4 = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const scale5 = ['static', 'fixed', 'absolute', 'relative', 'sticky'];
const scale6 = [
  isFraction,
  'full',
  'auto',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale7 = [isInteger, 'auto', isArbitraryVariable, isArbitraryValue];
const scale8 = [
  isFraction,
  'full',
  'auto',
  fromTheme('container'),
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale9 = ['row', 'row-reverse', 'col', 'col-reverse'];
const scale10 = [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }];
const scale11 = [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue];
const scale12 = ['', isNumber, isArbitraryVariable, isArbitraryValue];
const scale13 = [isInteger, 'none', 'subgrid', isArbitraryVariable, isArbitraryValue];
const scale14 = ['full', isInteger, isArbitraryVariable, isArbitraryValue];
const scale15 = ['auto', { span: scale14 }, isInteger, isArbitraryVariable, isArbitraryValue];
const scale16 = [isArbitraryVariable, isArbitraryValue, fromTheme('spacing')];
const scale17 = [
  'start',
  'end',
  'center',
  'between',
  'around',
  'evenly',
  'stretch',
  'baseline',
  'center-safe',
  'end-safe',
  'normal',
];
const scale18 = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', 'normal'];
const scale19 = ['auto', 'start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const scale20 = [
  'normal',
  'start',
  'end',
  'center',
  'between',
  'around',
  'evenly',
  'stretch',
  'baseline',
  'center-safe',
  'end-safe',
];
const scale21 = [
  'start',
  'end',
  'center',
  'stretch',
  'center-safe',
  'end-safe',
  { baseline: ['', 'last'] },
];
const scale22 = [
  'auto',
  'start',
  'end',
  'center',
  'stretch',
  'center-safe',
  'end-safe',
  { baseline: ['', 'last'] },
];
const scale23 = [
  'start',
  'end',
  'center',
  'between',
  'around',
  'evenly',
  'stretch',
  'baseline',
  'center-safe',
  'end-safe',
];
const scale24 = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', 'baseline'];
const scale25 = ['auto', isArbitraryVariable, isArbitraryValue, fromTheme('spacing')];
const scale26 = [
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale27 = [
  fromTheme('container'),
  'screen',
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale28 = [
  fromTheme('container'),
  'screen',
  'none',
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale29 = [
  fromTheme('container'),
  'screen',
  'none',
  'prose',
  { screen: [fromTheme('breakpoint')] },
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale30 = [
  'screen',
  'lh',
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale31 = [
  'screen',
  'lh',
  'none',
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale32 = ['base', fromTheme('text'), isArbitraryVariableLength, isArbitraryLength];
const scale33 = [fromTheme('font-weight'), isArbitraryVariableWeight, isArbitraryWeight];
const scale34 = [isArbitraryVariableFamilyName, isArbitraryFamilyName, fromTheme('font')];
const scale35 = [fromTheme('tracking'), isArbitraryVariable, isArbitraryValue];
const scale36 = [isNumber, 'none', isArbitraryVariable, isArbitraryNumber];
const scale37 = [
  'none',
  fromTheme('leading'),
  isArbitraryVariable,
  isArbitraryValue,
  fromTheme('spacing'),
];
const scale38 = ['disc', 'decimal', 'none', isArbitraryVariable, isArbitraryValue];
const scale39 = ['left', 'center', 'right', 'justify', 'start', 'end'];
const scale40 = [fromTheme('color'), isArbitraryVariable, isArbitraryValue];
const scale41 = ['underline', 'overline', 'line-through', 'no-underline'];
const scale42 = [isNumber, 'auto', isArbitraryVariable, isArbitraryValue];
const scale43 = ['uppercase', 'lowercase', 'capitalize', 'normal-case'];
const scale44 = ['truncate', 'text-ellipsis', 'text-clip'];
const scale45 = [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }];
const scale46 = [
  'baseline',
  'top',
  'middle',
  'bottom',
  'text-top',
  'text-bottom',
  'sub',
  'super',
  isArbitraryVariable,
  isArbitraryValue,
];
const scale47 = ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'];
const scale48 = [{ break: ['normal', 'words', 'all', 'keep'] }];
const scale49 = ['', 'none', 'full', fromTheme('radius'), isArbitraryVariable, isArbitraryValue];
const scale50 = ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
const scale51 = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'];
const scale52 = ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'];
const scale53 = [isNumber, isArbitraryVariable, isArbitraryValue];
const scale54 = [
  '',
  'inner',
  'none',
  fromTheme('shadow'),
  isArbitraryVariableShadow,
  isArbitraryShadow,
];
const scale55 = [{ 'ring-offset': [isNumber, isArbitraryLength] }];
const scale56 = ['', 'none', isArbitraryVariable, isArbitraryValue];
const scale57 = ['', 'none', fromTheme('blur'), isArbitraryVariable, isArbitraryValue];
const scale58 = [
  '',
  'all',
  'colors',
  'opacity',
  'shadow',
  'transform',
  'none',
  isArbitraryVariable,
  isArbitraryValue,
];
const scale59 = [isNumber, 'initial', isArbitraryVariable, isArbitraryValue];
const scale60 = ['linear', 'initial', fromTheme('ease'), isArbitraryVariable, isArbitraryValue];
const scale61 = ['none', fromTheme('animate'), isArbitraryVariable, isArbitraryValue];
const scale62 = ['none', isNumber, isArbitraryVariable, isArbitraryValue];
const scale63 = [isFraction, 'full', isArbitraryVariable, isArbitraryValue, fromTheme('spacing')];
const scale64 = [
  'auto',
  'default',
  'pointer',
  'wait',
  'text',
  'move',
  'help',
  'not-allowed',
  'none',
  'context-menu',
  'progress',
  'cell',
  'crosshair',
  'vertical-text',
  'alias',
  'copy',
  'no-drop',
  'grab',
  'grabbing',
  'all-scroll',
  'col-resize',
  'row-resize',
  'n-resize',
  'e-resize',
  's-resize',
  'w-resize',
  'ne-resize',
  'nw-resize',
  'se-resize',
  'sw-resize',
  'ew-resize',
  'ns-resize',
  'nesw-resize',
  'nwse-resize',
  'zoom-in',
  'zoom-out',
  isArbitraryVariable,
  isArbitraryValue,
];
const scale65 = [{ 'pointer-events': ['auto', 'none'] }];
const scale66 = ['start', 'end', 'center', 'align-none'];
const scale67 = [{ snap: ['none', 'x', 'y', 'both'] }];
const scale68 = [{ snap: ['mandatory', 'proximity'] }];
const scale69 = [{ select: ['none', 'text', 'all', 'auto'] }];
const scale70 = ['none', fromTheme('color'), isArbitraryVariable, isArbitraryValue];
const scale71 = ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'];
const scale72 = ['border-w-t', 'border-w-r', 'border-w-b'];
const scale73 = [
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
];
const scale74 = [
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
];
const scale75 = ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'];
const scale76 = ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'];

export const MERGE_CONFIG: Config<string, string> = {
  cacheSize: 500,
  theme: {
    aspect: ['video'],
    spacing: ['px', isNumber],
    container: [isTshirtSize],
    breakpoint: [isTshirtSize],
    text: [isTshirtSize],
    'font-weight': scale74,
    font: [isAnyNonArbitrary],
    tracking: scale75,
    leading: scale76,
    color: [isAny],
    radius: [isTshirtSize],
    shadow: [isTshirtSize],
    blur: [isTshirtSize],
    ease: ['in', 'out', 'in-out'],
    animate: ['spin', 'ping', 'pulse', 'bounce'],
  },
  classGroups: {
    aspect: [{ aspect: scale0 }],
    container: ['container'],
    display: scale1,
    sr: ['sr-only', 'not-sr-only'],
    isolation: ['isolate', 'isolation-auto'],
    'object-fit': [{ object: scale2 }],
    'object-position': [{ object: scale3 }],
    overflow: [{ overflow: scale4 }],
    'overflow-x': [{ 'overflow-x': scale4 }],
    'overflow-y': [{ 'overflow-y': scale4 }],
    position: scale5,
    inset: [{ inset: scale6 }],
    'inset-x': [{ 'inset-x': scale6 }],
    'inset-y': [{ 'inset-y': scale6 }],
    top: [{ top: scale6 }],
    right: [{ right: scale6 }],
    bottom: [{ bottom: scale6 }],
    left: [{ left: scale6 }],
    visibility: ['visible', 'invisible', 'collapse'],
    z: [{ z: scale7 }],
    basis: [{ basis: scale8 }],
    'flex-direction': [{ flex: scale9 }],
    'flex-wrap': scale10,
    flex: [{ flex: scale11 }],
    shrink: [{ shrink: scale12 }],
    'grid-cols': [{ 'grid-cols': scale13 }],
    'col-start-end': [{ col: scale15 }],
    gap: [{ gap: scale16 }],
    'gap-x': [{ 'gap-x': scale16 }],
    'gap-y': [{ 'gap-y': scale16 }],
    'justify-content': [{ justify: scale17 }],
    'justify-items': [{ 'justify-items': scale18 }],
    'justify-self': [{ 'justify-self': scale19 }],
    'align-content': [{ content: scale20 }],
    'align-items': [{ items: scale21 }],
    'align-self': [{ self: scale22 }],
    'place-content': [{ 'place-content': scale23 }],
    'place-items': [{ 'place-items': scale24 }],
    p: [{ p: scale16 }],
    px: [{ px: scale16 }],
    py: [{ py: scale16 }],
    pt: [{ pt: scale16 }],
    pr: [{ pr: scale16 }],
    pb: [{ pb: scale16 }],
    pl: [{ pl: scale16 }],
    m: [{ m: scale25 }],
    mx: [{ mx: scale25 }],
    my: [{ my: scale25 }],
    mt: [{ mt: scale25 }],
    mr: [{ mr: scale25 }],
    mb: [{ mb: scale25 }],
    ml: [{ ml: scale25 }],
    size: [{ size: scale26 }],
    w: [{ w: scale27 }],
    'min-w': [{ 'min-w': scale28 }],
    'max-w': [{ 'max-w': scale29 }],
    h: [{ h: scale30 }],
    'min-h': [{ 'min-h': scale31 }],
    'max-h': [{ 'max-h': scale31 }],
    'font-size': [{ text: scale32 }],
    'font-smoothing': ['antialiased', 'subpixel-antialiased'],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [{ font: scale33 }],
    'font-family': [{ font: scale34 }],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    tracking: [{ tracking: scale35 }],
    'line-clamp': [{ 'line-clamp': scale36 }],
    leading: [{ leading: scale37 }],
    'list-style-type': [{ list: scale38 }],
    'text-alignment': [{ text: scale39 }],
    'text-color': [{ text: scale40 }],
    'text-decoration': scale41,
    'underline-offset': [{ 'underline-offset': scale42 }],
    'text-transform': scale43,
    'text-overflow': scale44,
    'text-wrap': scale45,
    'vertical-align': [{ align: scale46 }],
    whitespace: [{ whitespace: scale47 }],
    break: scale48,
    'bg-color': [{ bg: scale40 }],
    'gradient-from': [{ from: scale40 }],
    'gradient-to': [{ to: scale40 }],
    rounded: [{ rounded: scale49 }],
    'rounded-t': [{ 'rounded-t': scale49 }],
    'rounded-b': [{ 'rounded-b': scale49 }],
    'rounded-l': [{ 'rounded-l': scale49 }],
    'border-w': [{ border: scale50 }],
    'border-w-t': [{ 'border-t': scale50 }],
    'border-w-r': [{ 'border-r': scale50 }],
    'border-w-b': [{ 'border-b': scale50 }],
    'divide-y': [{ 'divide-y': scale50 }],
    'border-style': [{ border: scale51 }],
    'border-color': [{ border: scale40 }],
    'border-color-t': [{ 'border-t': scale40 }],
    'divide-color': [{ divide: scale40 }],
    'outline-style': [{ outline: scale52 }],
    'outline-offset': [{ 'outline-offset': scale53 }],
    'outline-w': [{ outline: scale50 }],
    'outline-color': [{ outline: scale40 }],
    shadow: [{ shadow: scale54 }],
    'shadow-color': [{ shadow: scale40 }],
    'ring-w': [{ ring: scale50 }],
    'ring-color': [{ ring: scale40 }],
    'ring-offset-w': scale55,
    'ring-offset-color': [{ 'ring-offset': scale40 }],
    opacity: [{ opacity: scale53 }],
    filter: [{ filter: scale56 }],
    'drop-shadow-color': [{ 'drop-shadow': scale40 }],
    'backdrop-blur': [{ 'backdrop-blur': scale57 }],
    transition: [{ transition: scale58 }],
    duration: [{ duration: scale59 }],
    ease: [{ ease: scale60 }],
    animate: [{ animate: scale61 }],
    rotate: [{ rotate: scale62 }],
    scale: [{ scale: scale62 }],
    'translate-x': [{ 'translate-x': scale63 }],
    'translate-y': [{ 'translate-y': scale63 }],
    accent: [{ accent: scale40 }],
    appearance: [{ appearance: ['none', 'auto'] }],
    cursor: [{ cursor: scale64 }],
    'pointer-events': scale65,
    'scroll-px': [{ 'scroll-px': scale16 }],
    'snap-align': [{ snap: scale66 }],
    'snap-type': scale67,
    'snap-strictness': scale68,
    select: scale69,
    fill: [{ fill: scale70 }],
    stroke: [{ stroke: scale70 }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: scale71,
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t', 'rounded-b', 'rounded-l'],
    'border-w': scale72,
    'border-color': ['border-color-t'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers: scale73,
};

export const CLASS_GROUPS = Object.keys(MERGE_CONFIG.classGroups);
