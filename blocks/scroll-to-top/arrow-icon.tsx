/** The upward arrow drawn inside the button (decorative: the button has its own name). */
export default function ArrowIcon() {
	return (
		<svg
			className="boudoir-scroll-to-top__icon"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M12 5.5 5.5 12l1.4 1.4 4.1-4.1V19h2V9.3l4.1 4.1 1.4-1.4z"
				fill="currentColor"
			/>
		</svg>
	);
}
