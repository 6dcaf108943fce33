import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `page` is 0-based (SPEC section 3); a page past the last answers an empty list. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: '0-based page number' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  page_size?: number;
}

export class PageInfoDto {
  @ApiProperty() page: number;
  @ApiProperty() page_size: number;
  @ApiProperty() total_pages: number;
  @ApiProperty() total_items: number;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  skip: number;
  limit: number;
}

export function pageWindow(query: PageQueryDto, defaultSize = DEFAULT_PAGE_SIZE): PageWindow {
  const page = query.page ?? 0;
  const pageSize = query.page_size ?? defaultSize;
  return { page, pageSize, skip: page * pageSize, limit: pageSize };
}

export function pageInfo(window: Pick<PageWindow, 'page' | 'pageSize'>, totalItems: number): PageInfoDto {
  return {
    page: window.page,
    page_size: window.pageSize,
    total_pages: Math.max(1, Math.ceil(totalItems / window.pageSize)),
    total_items: totalItems,
  };
}
