// Stylesheets are imported for webpack's side effects only.
declare module '*.scss';

// The icon set (src/icons/*.svg), as bin/lib/icon-loader.cjs builds each file: for React,
// the drawing (an element, or a fragment of them) to hold in the frame of src/components/icons.tsx.
declare module '*.svg' {
	const drawing: import( 'react' ).ReactElement;
	export default drawing;
}

// The same file for plain TypeScript: the icon as DOM nodes, 24 px, hidden from assistive
// technology, with this class.
declare module '*.svg?dom' {
	export function draw(
		document: Document,
		className: string
	): SVGSVGElement;
}
