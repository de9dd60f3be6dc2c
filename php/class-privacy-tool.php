<?php
/**
 * The registration shared by Boudoir's personal-data exporters and erasers.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * One exporter and one eraser under the same id and name (Tools → Export / Erase Personal Data).
 */
abstract class Privacy_Tool {

	/** Unique id of the exporter and the eraser; each tool defines its own. */
	public const ID = '';

	/**
	 * The name shown in the privacy tools.
	 */
	abstract protected function friendly_name(): string;

	/**
	 * One page of a person's data, as WordPress's exporters return it.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	abstract public function export( $email, $page = 1 ): array;

	/**
	 * Erases one page of a person's data, as WordPress's erasers report it.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page.
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	abstract public function erase( $email, $page = 1 ): array;

	/**
	 * Registers the exporter and the eraser.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
	}

	/**
	 * Adds the exporter (the wp_privacy_personal_data_exporters filter).
	 *
	 * @param array<string,array<string,mixed>> $exporters Registered exporters.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_exporter( $exporters ): array {
		$exporters               = is_array( $exporters ) ? $exporters : array();
		$exporters[ static::ID ] = array(
			'exporter_friendly_name' => $this->friendly_name(),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser (the wp_privacy_personal_data_erasers filter).
	 *
	 * @param array<string,array<string,mixed>> $erasers Registered erasers.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_eraser( $erasers ): array {
		$erasers               = is_array( $erasers ) ? $erasers : array();
		$erasers[ static::ID ] = array(
			'eraser_friendly_name' => $this->friendly_name(),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}
}
