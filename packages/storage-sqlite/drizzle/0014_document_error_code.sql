ALTER TABLE `documents` ADD `processing_error_code` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `processing_error_params` text;