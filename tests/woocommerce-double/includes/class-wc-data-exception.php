<?php
/**
 * WC_Data_Exception: an exception with an error code, an HTTP status and data, as in WooCommerce.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by the cart's validation; the Store API turns it into `{code, message, data: {status}}`.
 */
class WC_Data_Exception extends Exception {

	/** @var string Machine-readable error code, e.g. woocommerce_rest_product_out_of_stock. */
	protected $error_code;

	/** @var array Extra data, with `status`. */
	protected $error_data;

	/**
	 * @param string $code             Error code.
	 * @param string $message          Human message.
	 * @param int    $http_status_code HTTP status.
	 * @param array  $data             Extra error data.
	 */
	public function __construct( $code, $message, $http_status_code = 400, $data = array() ) {
		$this->error_code = $code;
		$this->error_data = array_merge( array( 'status' => $http_status_code ), $data );
		parent::__construct( $message, $http_status_code );
	}

	/** @return string */
	public function getErrorCode() {
		return $this->error_code;
	}

	/** @return array */
	public function getErrorData() {
		return $this->error_data;
	}
}
