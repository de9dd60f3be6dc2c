/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mountBlocks } from '../../src/element/mount-blocks';
import { onFirstUse } from '../../src/lazy';
import ArrowIcon from './arrow-icon';
import { GO_TOP_LINKS, isScrolledPast } from './visibility';

// The scroller is only needed once the shopper asks for it.
const loadSmoothScroll = onFirstUse(
	() =>
		import(
			/* webpackChunkName: "smooth-scroll" */ '../../src/smooth-scroll'
		)
);

function scrollToTop(): void {
	loadSmoothScroll()
		.then( ( { scrollToTarget } ) => scrollToTarget( 'top' ) )
		.catch( ( error: unknown ) => {
			// The top is still reachable without the animation.
			window.scrollTo( 0, 0 );
			// eslint-disable-next-line no-console
			console.error( error );
		} );
}

interface ViewProps {
	threshold: number;
}

/**
 * The button: visible once the page is scrolled past the threshold.
 *
 * @param props           View props.
 * @param props.threshold Pixels scrolled before it shows.
 */
export function ScrollToTop( { threshold }: ViewProps ) {
	const [ visible, setVisible ] = useState( () =>
		isScrolledPast( window.scrollY, threshold )
	);

	useEffect( () => {
		let frame = 0;
		const update = () => {
			cancelAnimationFrame( frame );
			frame = requestAnimationFrame( () =>
				setVisible( isScrolledPast( window.scrollY, threshold ) )
			);
		};
		const onGoTopClick = ( event: MouseEvent ) => {
			if (
				event.target instanceof Element &&
				event.target.closest( GO_TOP_LINKS )
			) {
				event.preventDefault();
				scrollToTop();
			}
		};
		window.addEventListener( 'scroll', update, { passive: true } );
		document.addEventListener( 'click', onGoTopClick );
		return () => {
			cancelAnimationFrame( frame );
			window.removeEventListener( 'scroll', update );
			document.removeEventListener( 'click', onGoTopClick );
		};
	}, [ threshold ] );

	return (
		<button
			type="button"
			className={ `boudoir-scroll-to-top__button${ visible ? ' is-visible' : '' }` }
			aria-label={ __( 'Scroll to top', 'boudoir' ) }
			onClick={ scrollToTop }
		>
			<ArrowIcon />
		</button>
	);
}

mountBlocks( '.wp-block-boudoir-scroll-to-top', ScrollToTop, ( element ) => ( {
	threshold: Number( element.dataset.threshold ?? 100 ),
} ) );
