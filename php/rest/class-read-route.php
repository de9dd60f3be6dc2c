<?php
/**
 * What the wishlist routes that only read share.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Rest\Schemas\Schema;
use Boudoir\Wishlist\Access_Policy;
use Boudoir\Wishlist\Wishlist_Reader;

defined( 'ABSPATH' ) || exit;

/**
 * A `GET` route: public, since it answers only what the caller may see (their own lists, or a
 * list the Access_Policy gives them by its token), and never starts a session.
 */
abstract class Read_Route extends Route {

	/**
	 * A read route.
	 *
	 * @param Schema          $schema  Its answer's shape.
	 * @param Access_Policy   $access  Who may reach which list.
	 * @param Answers         $answers Lists and items as JSON.
	 * @param Wishlist_Reader $reader  What the caller may see.
	 */
	public function __construct( Schema $schema, Access_Policy $access, Answers $answers, protected readonly Wishlist_Reader $reader ) {
		parent::__construct( $schema, $access, $answers );
	}

	/**
	 * The method.
	 */
	final public function methods(): string {
		return \WP_REST_Server::READABLE;
	}

	/**
	 * Public: the handler answers only what the Access_Policy allows.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	final public function permission( \WP_REST_Request $request ): bool {
		unset( $request );
		return true;
	}
}
