/**
 * The shopping bag (php/class-icons.php Icons::cart() draws the same for render.php).
 *
 * @param props      Props.
 * @param props.size Size in px.
 */
export function CartIcon( { size = 20 }: { size?: number } ) {
	return (
		<svg
			className="boudoir-icon boudoir-icon--cart"
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8zM9 10V7a3 3 0 0 1 6 0v3"
				fill="none"
				stroke="currentColor"
				strokeWidth="1.8"
				strokeLinejoin="round"
			/>
		</svg>
	);
}
