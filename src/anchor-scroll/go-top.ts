/**
 * Links that ask for the top of the page, besides the button ("go-top" anchors): `#go-top`,
 * `/#go-top` on the home page (the top of the page it is on), and Boudoir's class.
 */
export const GO_TOP_LINKS =
	'a[href="#go-top"], body.home a[href="/#go-top"], a.boudoir-go-top';
