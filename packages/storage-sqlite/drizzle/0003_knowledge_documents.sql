ALTER TABLE `documents` ADD `needs_ocr` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `summary` text;--> statement-breakpoint
UPDATE `documents` SET `processing_status` = CASE `processing_status` WHEN 'pending' THEN 'queued' WHEN 'done' THEN 'ready' ELSE `processing_status` END;
